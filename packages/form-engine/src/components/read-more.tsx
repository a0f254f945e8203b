import { Button, Dialog } from '@touchline/ui';
import { useState } from 'react';
import styles from './dynamic-form.module.css';

/**
 * A question's "Read more" link: the page opens in a full-size dialog (an iframe) with a close
 * button; pages that refuse to be framed are one click away in a new tab.
 */
export function ReadMore({ url, label }: { url: string; label: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={styles.readMore} onClick={() => setOpen(true)}>
        Read more
      </button>
      <Dialog
        open={open}
        title={label}
        onCancel={() => setOpen(false)}
        className={styles.readMoreDialog}
        actions={
          <>
            <a href={url} target="_blank" rel="noopener noreferrer" className={styles.newTab}>
              Open in a new tab
            </a>
            <Button data-autofocus onClick={() => setOpen(false)}>
              Close
            </Button>
          </>
        }
      >
        <iframe src={url} title={label} className={styles.readMoreFrame} />
      </Dialog>
    </>
  );
}
