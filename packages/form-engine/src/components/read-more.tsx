import { Button, Dialog } from '@touchline/ui';
import { useState } from 'react';
import { useFormEngineT } from '../messages/form-engine-messages';
import styles from './dynamic-form.module.css';

/**
 * A question's "Read more" link: the page opens in a full-size dialog (an iframe) with a close
 * button; pages that refuse to be framed are one click away in a new tab.
 */
export function ReadMore({ url, label }: { url: string; label: string }) {
  const t = useFormEngineT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={styles.readMore} onClick={() => setOpen(true)}>
        {t('readMore.open')}
      </button>
      <Dialog
        open={open}
        title={label}
        onCancel={() => setOpen(false)}
        className={styles.readMoreDialog}
        actions={
          <>
            <a href={url} target="_blank" rel="noopener noreferrer" className={styles.newTab}>
              {t('readMore.newTab')}
            </a>
            <Button data-autofocus onClick={() => setOpen(false)}>
              {t('readMore.close')}
            </Button>
          </>
        }
      >
        <iframe src={url} title={label} className={styles.readMoreFrame} />
      </Dialog>
    </>
  );
}
