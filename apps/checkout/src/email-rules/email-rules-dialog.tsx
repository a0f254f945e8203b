import { areaUrl, emailRulesDismissed, useAppDispatch } from '@touchline/store';
import { ErrorDialog } from '@touchline/ui';
import { useCheckoutT } from '../messages/checkout-messages';

/** Unique adult emails, an account in your own name, matching names. */
const EMAIL_RULES = [
  'emailRules.ownEmail',
  'emailRules.ownName',
  'emailRules.matchingNames',
] as const;

export interface EmailRulesDialogProps {
  /** The server's refusal, which names the member ("Please update the email for …"). */
  message: string;
}

/**
 * An add to the cart refused for an adult's email: the server's words, the email rules and a
 * link to the member account area. Closing (OK or Escape) forgets the refusal.
 */
export function EmailRulesDialog({ message }: EmailRulesDialogProps) {
  const t = useCheckoutT();
  const dispatch = useAppDispatch();
  return (
    <ErrorDialog open title={t('emailRules.title')} onClose={() => dispatch(emailRulesDismissed())}>
      <p>{message}</p>
      <ul>
        {EMAIL_RULES.map((rule) => (
          <li key={rule}>{t(rule)}</li>
        ))}
      </ul>
      <p>
        <a href={areaUrl('myaccount')}>{t('emailRules.accountLink')}</a>
      </p>
    </ErrorDialog>
  );
}
