import { contactMessage, contactPhone, contactPhoneNumber } from '@touchline/validators';
import { useFieldMessage } from '@touchline/i18n';
import { useStorefrontT } from '../messages/storefront-messages';
import {
  MessageForm,
  MessageTextField,
  senderFields,
  type TextFieldSpec,
  trimmedSender,
} from '../shared/message-form';

export interface ContactValues {
  name?: string;
  surname?: string;
  email?: string;
  phone?: string;
  message?: string;
}

const FIELDS: TextFieldSpec<keyof ContactValues>[] = [
  ...senderFields(),
  {
    name: 'phone',
    label: 'form.phone',
    validate: contactPhoneNumber,
    type: 'tel',
    autoComplete: 'tel',
    optional: true,
    parse: (value) => contactPhone(value),
    // The field keeps a + and at most 15 digits itself; the browser's limit applies to what is
    // typed or pasted before that, spaces, dashes and letters included, so it must leave room.
    maxLength: 32,
  },
  {
    name: 'message',
    label: 'form.message',
    validate: contactMessage,
    autoComplete: 'off',
    multiline: true,
    maxLength: 1500,
  },
];

interface ContactFormProps {
  sending: boolean;
  /** Changes after each successful send: the form resets then. */
  sentCount: number;
  /** Field errors the server sent back, by form field. */
  serverErrors: Partial<Record<keyof ContactValues, string>>;
  onSend: (
    values: Required<Pick<ContactValues, 'name' | 'surname' | 'email' | 'message'>> & {
      phone?: string;
    },
  ) => void;
}

/** Name, surname, email, phone (optional) and message, checked with the spec's rules. */
export function ContactForm({ sending, sentCount, serverErrors, onSend }: ContactFormProps) {
  const t = useStorefrontT();
  const fieldMessage = useFieldMessage();

  return (
    <MessageForm<ContactValues>
      label={t('contact.form')}
      sending={sending}
      sentCount={sentCount}
      onSubmit={(values) =>
        onSend({
          ...trimmedSender(values),
          message: values.message?.trim() ?? '',
          phone: values.phone || undefined,
        })
      }
      sendLabel={t('contact.send')}
    >
      {FIELDS.map((spec) => (
        <MessageTextField
          key={spec.name}
          spec={spec}
          idPrefix="contact"
          sending={sending}
          serverError={serverErrors[spec.name]}
          fieldMessage={fieldMessage}
        />
      ))}
    </MessageForm>
  );
}
