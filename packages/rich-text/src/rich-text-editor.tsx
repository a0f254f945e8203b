import { countRichTextCharacters, RICH_TEXT_MAX_LENGTH } from '@touchline/contracts';
import { useFieldMessage } from '@touchline/i18n';
import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ClipboardEvent,
  type KeyboardEvent,
} from 'react';
import { createEditor, type Descendant } from 'slate';
import { withHistory } from 'slate-history';
import { Editable, ReactEditor, Slate, withReact } from 'slate-react';
import { insertImage, replaceContent, toggleMark, withRichElements } from './editor-commands';
import { ImageAltForm, type UploadedImage } from './image-alt-form';
import { checkImageFile, type MeasureImage } from './image-checks';
import { RephrasePanel, type RephraseRequest } from './rephrase-panel';
import { renderElement, renderLeaf } from './rich-text-elements';
import { deserializeHtml, serializeHtml } from './rich-text-html';
import { richTextMessages, useRichTextT } from './messages/rich-text-messages';
import { IMAGE_NOT_ADDED } from './rich-text-texts';
import { RichTextToolbar } from './rich-text-toolbar';
import type { RichTextEditor as SlateEditor } from './rich-text-types';
import styles from './rich-text.module.css';

/** An upload refused with a text users should read (the API's resolution or type message). */
export class ImageRefused extends Error {}

export interface RichTextEditorProps {
  label: string;
  /** The content as HTML; a new value from outside (a template) replaces what is shown. */
  value: string;
  onChange: (html: string) => void;
  /** Characters counted without tags; 5000 by default. */
  maxLength?: number;
  /** Stores an image and answers its address; throw `ImageRefused` to show the API's text. */
  uploadImage?: (file: File) => Promise<string>;
  /** Answers the suggested text; without it there is no rephrasing. */
  rephrase?: (request: RephraseRequest) => Promise<string>;
  /** Shows a refusal or failure (a danger notification in the apps). */
  onError: (message: string) => void;
  /** The field's own error (e.g. from the server), shown under it. */
  error?: string;
  /** For tests: how an image's size is read. */
  measureImage?: MeasureImage;
  /**
   * Asks for each uploaded image's alt text before it goes into the content (an image cannot be
   * added without one). Without it, an image's alt text is made from its file name.
   */
  requireImageAlt?: boolean;
}

const HEIGHT_PX = 200;

/** Characters a reader sees (tags not counted), as the counter and the maximum count them. */
export const countCharacters = (html: string): number => countRichTextCharacters(html);

/**
 * The rich-text editor: bold, italic, headings, lists, links and images, 200 px high, with an
 * 'n/max' counter of the characters a reader sees and, when given `rephrase`, a rephrasing in a
 * tone and a language to accept or discard. The toolbar is one tab stop: arrow keys move within.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  // The editor's words in the language of the app around it (suspends while they load).
  return (
    <richTextMessages.Messages>
      <EditorField {...props} />
    </richTextMessages.Messages>
  );
}

function EditorField({
  label,
  value,
  onChange,
  maxLength = RICH_TEXT_MAX_LENGTH,
  uploadImage,
  rephrase,
  onError,
  error,
  measureImage,
  requireImageAlt = false,
}: RichTextEditorProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const counterId = `${id}-counter`;
  const errorId = `${id}-error`;
  const t = useRichTextT();
  const fieldMessage = useFieldMessage();
  // A refusal the editor makes is said in the page's language; an upload's refusal comes from
  // the API in that language already.
  const refuse = useCallback(
    (message: string) => onError(fieldMessage(message)),
    [onError, fieldMessage],
  );
  const editor = useMemo(
    () => withRichElements(withHistory(withReact(createEditor()))) as SlateEditor,
    [],
  );
  const [initialValue] = useState(() => deserializeHtml(value) as Descendant[]);
  const [initialHtml] = useState(() => serializeHtml(initialValue));
  const lastHtml = useRef(initialHtml);
  const [count, setCount] = useState(() => countCharacters(initialHtml));
  const [, setVersion] = useState(0);
  const [uploading, setUploading] = useState(false);
  /** Uploaded images waiting for their alt text (`requireImageAlt`), the first one asked for. */
  const [awaitingAlt, setAwaitingAlt] = useState<readonly UploadedImage[]>([]);

  // A value from outside (a template chosen, a form reset) replaces the content.
  useEffect(() => {
    if (value === lastHtml.current) return;
    const blocks = deserializeHtml(value);
    lastHtml.current = serializeHtml(blocks);
    replaceContent(editor, blocks);
    setCount(countCharacters(lastHtml.current));
  }, [value, editor]);

  const handleChange = useCallback(() => {
    setVersion((version) => version + 1); // the toolbar's pressed states follow the selection
    const html = serializeHtml(editor.children);
    if (html === lastHtml.current) return;
    lastHtml.current = html;
    setCount(countCharacters(html));
    onChange(html);
  }, [editor, onChange]);

  const addImages = useCallback(
    async (files: readonly File[]) => {
      if (!uploadImage) return;
      for (const file of files) {
        const check = await checkImageFile(file, measureImage);
        if (!check.ok) {
          refuse(check.message);
          continue;
        }
        setUploading(true);
        try {
          const url = await uploadImage(file);
          if (requireImageAlt) {
            setAwaitingAlt((images) => [...images, { url, fileName: file.name }]);
          } else {
            insertImage(editor, url, file.name.replace(/\.[a-z0-9]+$/i, '').replace(/[-_]+/g, ' '));
          }
        } catch (failure) {
          refuse(failure instanceof ImageRefused ? failure.message : IMAGE_NOT_ADDED);
        } finally {
          setUploading(false);
        }
      }
    },
    [editor, measureImage, refuse, uploadImage, requireImageAlt],
  );

  const finishImage = (alt: string | null) => {
    const [image] = awaitingAlt;
    if (!image) return;
    setAwaitingAlt((images) => images.slice(1));
    if (alt !== null) insertImage(editor, image.url, alt);
    // The writer goes on where they were in the content.
    ReactEditor.toDOMNode(editor, editor).focus();
  };

  // Pasted images go through the upload; pasted HTML is cut down to what the editor makes.
  const onPaste = (event: ClipboardEvent<HTMLDivElement>) => {
    const data = event.clipboardData;
    const files = [...data.files];
    if (files.length > 0) {
      event.preventDefault();
      const images = files.filter((file) => file.type.startsWith('image/'));
      if (images.length === 0 || !uploadImage) refuse(IMAGE_NOT_ADDED);
      else void addImages(images);
      return;
    }
    const html = data.getData('text/html');
    if (html) {
      event.preventDefault();
      editor.insertFragment(deserializeHtml(html) as Descendant[]);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!(event.ctrlKey || event.metaKey)) return;
    const key = event.key.toLowerCase();
    if (key === 'b' || key === 'i') {
      event.preventDefault();
      toggleMark(editor, key === 'b' ? 'bold' : 'italic');
    }
  };

  const over = count > maxLength;
  const describedBy = [counterId, error ? errorId : ''].filter(Boolean).join(' ');

  return (
    <div className={styles.field}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <Slate editor={editor} initialValue={initialValue} onChange={handleChange}>
        <div className={`${styles.frame} ${error || over ? styles.invalid : ''}`}>
          <RichTextToolbar
            label={label}
            editor={editor}
            canAddImages={Boolean(uploadImage)}
            uploading={uploading}
            onImages={(files) => void addImages(files)}
            onError={refuse}
          />
          <Editable
            className={styles.editable}
            style={{ height: HEIGHT_PX, overflowY: 'auto' }}
            renderElement={renderElement}
            renderLeaf={renderLeaf}
            onKeyDown={onKeyDown}
            onPaste={onPaste}
            aria-labelledby={labelId}
            aria-describedby={describedBy}
            aria-invalid={error || over ? true : undefined}
            aria-multiline
            role="textbox"
          />
        </div>
      </Slate>
      {awaitingAlt[0] && (
        <ImageAltForm
          key={awaitingAlt[0].url}
          image={awaitingAlt[0]}
          onAdd={(alt) => finishImage(alt)}
          onCancel={() => finishImage(null)}
        />
      )}
      <div className={styles.below}>
        {error ? (
          <p id={errorId} className={styles.error}>
            {error}
          </p>
        ) : (
          <span />
        )}
        <span id={counterId} className={over ? styles.counterOver : styles.counter}>
          <span className={styles.visuallyHidden}>{t('counter.characters')} </span>
          {count}/{maxLength}
        </span>
      </div>
      {rephrase && (
        <RephrasePanel
          text={() => lastHtml.current}
          rephrase={rephrase}
          onError={refuse}
          onAccept={(html) => {
            const blocks = deserializeHtml(html);
            replaceContent(editor, blocks);
            handleChange();
          }}
        />
      )}
    </div>
  );
}
