import { useNotify } from '@touchline/notifications';
import { Button, saveFile } from '@touchline/ui';
import { useState } from 'react';
import listPage from './list-page.module.css';

/**
 * A CSV file read from the API and saved in the browser, `loading` meanwhile; a failure is said
 * as a danger notice with `failedText`. `onSaved` runs once the file is saved.
 */
export function useCsvDownload(failedText: string) {
  const notify = useNotify();
  const [loading, setLoading] = useState(false);
  const download = async (read: () => Promise<Blob>, fileName: string, onSaved?: () => void) => {
    setLoading(true);
    try {
      saveFile(await read(), fileName);
      onSaved?.();
    } catch {
      notify.danger(failedText);
    } finally {
      setLoading(false);
    }
  };
  return { loading, download };
}

export interface CsvExportBlockProps {
  texts: { title: string; intro: string; button: string; failed: string };
  fileName: string;
  read: () => Promise<Blob>;
  onExported?: () => void;
}

/** A list page's export: what the file holds, and the button that downloads it. */
export function CsvExportBlock({ texts, fileName, read, onExported }: CsvExportBlockProps) {
  const { loading, download } = useCsvDownload(texts.failed);
  return (
    <section className={listPage.block} aria-labelledby="export-title">
      <h2 id="export-title">{texts.title}</h2>
      <p className={listPage.intro}>{texts.intro}</p>
      <div>
        <Button onClick={() => void download(read, fileName, onExported)} loading={loading}>
          {texts.button}
        </Button>
      </div>
    </section>
  );
}
