import { useNotify } from '@touchline/notifications';
import { ImageRefused, type RephraseRequest } from '@touchline/rich-text';
import { useMemo } from 'react';
import { useBackofficeCalls } from '../api/use-backoffice-calls';
import { isImageRefusal } from '../images/image-upload';

/** What the rich-text editor needs from the API and the notification stack. */
export interface EditorServices {
  uploadImage: (file: File) => Promise<string>;
  rephrase: (request: RephraseRequest) => Promise<string>;
  onError: (message: string) => void;
}

/**
 * The editor's image upload and rephrasing through the back-office calls; its refusals and
 * failures as danger notifications. `module` tells the rephrasing where the text is used.
 */
export function useEditorServices(module: string): EditorServices {
  const calls = useBackofficeCalls();
  const notify = useNotify();
  return useMemo(
    () => ({
      uploadImage: async (file: File) => {
        try {
          const stored = await calls.uploadImage(file, { type: module });
          return stored.file_path;
        } catch (error) {
          if (isImageRefusal(error)) throw new ImageRefused(error.message);
          throw error;
        }
      },
      rephrase: async (request: RephraseRequest) => {
        const answer = await calls.rephrase({ ...request, module });
        return answer.data.rephrased;
      },
      onError: (message: string) => {
        notify.danger(message);
      },
    }),
    [calls, module, notify],
  );
}
