import {
  mapFieldErrors,
  selectClubAccount,
  selectClubStatus,
  useAppDispatch,
  useAppSelector,
} from '@touchline/store';
import { getRuntimeConfig } from '@touchline/boot';
import { useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import { selectContact, sendContactMessage } from '../content/content-slice';
import { useStorefrontContent } from '../content/use-storefront-content';
import { ClubAddress } from './club-address';
import { ContactForm, type ContactValues } from './contact-form';
import { useStorefrontT } from '../messages/storefront-messages';
import styles from './contact-page.module.css';

/** Server payload fields -> form fields, to show the server's messages beside the inputs. */
const FIELD_OF: Record<string, keyof ContactValues> = {
  sender: 'name',
  sender_email: 'email',
  sender_phone: 'phone',
  content: 'message',
};

/** Allowed only when the club's contact feature is on; otherwise the error page. */
export function ContactPage() {
  useStorefrontContent();
  const t = useStorefrontT();
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectClubStatus);
  const club = useAppSelector(selectClubAccount);
  const contact = useAppSelector(selectContact);
  const mapboxToken = useMapboxToken();
  if (status !== 'loaded' || !club) return null;
  if (!club.features.is_contact_enabled) return <Navigate to="/error" replace />;

  const serverErrors = mapFieldErrors(contact.fieldErrors, FIELD_OF);

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('contact.title')}</h1>
      <div className={styles.columns}>
        <ContactForm
          sending={contact.status === 'sending'}
          sentCount={contact.sentCount}
          serverErrors={serverErrors}
          onSend={(values) =>
            dispatch(
              sendContactMessage({
                sender: `${values.name} ${values.surname}`,
                sender_email: values.email,
                sender_phone: values.phone ?? null,
                content: values.message,
              }),
            )
          }
        />
        {club.display_address && club.address && (
          <ClubAddress name={club.name} address={club.address} mapboxToken={mapboxToken} />
        )}
      </div>
    </div>
  );
}

function useMapboxToken(): string | undefined {
  const [token, setToken] = useState<string>();
  useEffect(() => {
    let active = true;
    void getRuntimeConfig().then((config) => {
      if (active) setToken(config.mapboxToken?.trim() || undefined);
    });
    return () => {
      active = false;
    };
  }, []);
  return token;
}
