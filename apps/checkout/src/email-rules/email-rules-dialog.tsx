import { areaUrl, emailRulesDismissed, useAppDispatch } from '@touchline/store';
import { ErrorDialog } from '@touchline/ui';

export const EMAIL_RULES_TITLE = 'Please update the member emails';

/** Unique adult emails, an account in your own name, matching names. */
export const EMAIL_RULES = [
  'Each adult member needs their own email address.',
  'The account must be in your own name.',
  'Member names must match the names on the account.',
] as const;

export const ACCOUNT_LINK_TEXT = 'Update the emails in My account';

export interface EmailRulesDialogProps {
  /** The server's refusal, which names the member ("Please update the email for …"). */
  message: string;
}

/**
 * An add to the cart refused for an adult's email: the server's words, the email rules and a
 * link to the member account area. Closing (OK or Escape) forgets the refusal.
 */
export function EmailRulesDialog({ message }: EmailRulesDialogProps) {
  const dispatch = useAppDispatch();
  return (
    <ErrorDialog open title={EMAIL_RULES_TITLE} onClose={() => dispatch(emailRulesDismissed())}>
      <p>{message}</p>
      <ul>
        {EMAIL_RULES.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
      <p>
        <a href={areaUrl('myaccount')}>{ACCOUNT_LINK_TEXT}</a>
      </p>
    </ErrorDialog>
  );
}
