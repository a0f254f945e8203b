import {
  countNonSpaceCharacters,
  countRichTextCharacters,
  REPHRASE_LANGUAGES,
  REPHRASE_MIN_CHARACTERS,
  REPHRASE_TONES,
  RICH_TEXT_MAX_LENGTH,
  type RephraseLanguage,
  type RephraseTone,
} from '@touchline/contracts';
import { Button } from '@touchline/ui';
import { IMAGE_ALT_REQUIRED } from '@touchline/validators';
import { BulletedListIcon, ImageIcon, LinkIcon, NumberedListIcon } from './toolbar-icons';
import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ClipboardEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { createEditor, type BaseSelection, type Descendant } from 'slate';
import { withHistory } from 'slate-history';
import {
  Editable,
  ReactEditor,
  Slate,
  useFocused,
  useSelected,
  withReact,
  type RenderElementProps,
  type RenderLeafProps,
} from 'slate-react';
import {
  insertImage,
  insertLink,
  isBlockActive,
  isLinkActive,
  isMarkActive,
  replaceContent,
  toggleBlock,
  toggleMark,
  withRichElements,
} from './editor-commands';
import { checkImageFile, EDITOR_IMAGE_TYPES, type MeasureImage } from './image-checks';
import { deserializeHtml, normalizeHtml, serializeHtml, typedLinkUrl } from './rich-text-html';
import {
  IMAGE_NOT_ADDED,
  LANGUAGE_LABELS,
  LINK_INVALID,
  REPHRASE_FAILED,
  REPHRASE_TOO_SHORT,
  TONE_LABELS,
} from './rich-text-texts';
import type { BlockType, ListType, Mark, RichTextEditor as SlateEditor } from './rich-text-types';
import styles from './rich-text.module.css';

/** An upload refused with a text users should read (the API's resolution or type message). */
export class ImageRefused extends Error {}

export interface RephraseRequest {
  text: string;
  tone: RephraseTone;
  language: RephraseLanguage;
}

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

interface ToolbarAction {
  key: string;
  label: string;
  shortcut?: string;
  icon: ReactNode;
  active: (editor: SlateEditor) => boolean;
  run: (editor: SlateEditor) => void;
}

const markAction = (
  mark: Mark,
  label: string,
  shortcut: string,
  icon: ReactNode,
): ToolbarAction => ({
  key: mark,
  label,
  shortcut,
  icon,
  active: (editor) => isMarkActive(editor, mark),
  run: (editor) => toggleMark(editor, mark),
});

const blockAction = (
  type: BlockType | ListType,
  label: string,
  icon: ReactNode,
): ToolbarAction => ({
  key: type,
  label,
  icon,
  active: (editor) => isBlockActive(editor, type),
  run: (editor) => toggleBlock(editor, type),
});

const FORMAT_ACTIONS: readonly ToolbarAction[] = [
  markAction('bold', 'Bold', 'Ctrl+B', <strong aria-hidden="true">B</strong>),
  markAction('italic', 'Italic', 'Ctrl+I', <em aria-hidden="true">I</em>),
  // A name holds the text its button shows (WCAG 2.5.3), so "H2" is said and can be spoken.
  blockAction('heading-two', 'Heading H2', <span aria-hidden="true">H2</span>),
  blockAction('heading-three', 'Subheading H3', <span aria-hidden="true">H3</span>),
  blockAction('bulleted-list', 'Bulleted list', <BulletedListIcon />),
  blockAction('numbered-list', 'Numbered list', <NumberedListIcon />),
];

function renderElement({ attributes, children, element }: RenderElementProps) {
  switch (element.type) {
    case 'heading-two':
      return <h2 {...attributes}>{children}</h2>;
    case 'heading-three':
      return <h3 {...attributes}>{children}</h3>;
    case 'bulleted-list':
      return <ul {...attributes}>{children}</ul>;
    case 'numbered-list':
      return <ol {...attributes}>{children}</ol>;
    case 'list-item':
      return <li {...attributes}>{children}</li>;
    case 'link':
      return (
        <a {...attributes} href={element.url} onClick={(event) => event.preventDefault()}>
          {children}
        </a>
      );
    case 'image':
      return (
        <ImageBlock attributes={attributes} url={element.url} alt={element.alt}>
          {children}
        </ImageBlock>
      );
    default:
      return <p {...attributes}>{children}</p>;
  }
}

function ImageBlock({
  attributes,
  url,
  alt,
  children,
}: {
  attributes: RenderElementProps['attributes'];
  url: string;
  alt: string;
  children: ReactNode;
}) {
  const selected = useSelected();
  const focused = useFocused();
  return (
    <div {...attributes}>
      <div contentEditable={false}>
        <img
          src={url}
          alt={alt}
          className={`${styles.image} ${selected && focused ? styles.imageSelected : ''}`}
        />
      </div>
      {children}
    </div>
  );
}

function renderLeaf({ attributes, children, leaf }: RenderLeafProps) {
  let content = children;
  if (leaf.bold) content = <strong>{content}</strong>;
  if (leaf.italic) content = <em>{content}</em>;
  return <span {...attributes}>{content}</span>;
}

/**
 * The rich-text editor: bold, italic, headings, lists, links and images, 200 px high, with an
 * 'n/max' counter of the characters a reader sees and, when given `rephrase`, a rephrasing in a
 * tone and a language to accept or discard. The toolbar is one tab stop: arrow keys move within.
 */
export function RichTextEditor({
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
          onError(check.message);
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
          onError(failure instanceof ImageRefused ? failure.message : IMAGE_NOT_ADDED);
        } finally {
          setUploading(false);
        }
      }
    },
    [editor, measureImage, onError, uploadImage, requireImageAlt],
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
      if (images.length === 0 || !uploadImage) onError(IMAGE_NOT_ADDED);
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
          <Toolbar
            label={`${label} formatting`}
            editor={editor}
            canAddImages={Boolean(uploadImage)}
            uploading={uploading}
            onImages={(files) => void addImages(files)}
            onError={onError}
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
          <span className={styles.visuallyHidden}>Characters: </span>
          {count}/{maxLength}
        </span>
      </div>
      {rephrase && (
        <RephrasePanel
          text={() => lastHtml.current}
          rephrase={rephrase}
          onError={onError}
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

interface UploadedImage {
  url: string;
  fileName: string;
}

/** Asks for an uploaded image's alt text; the image goes into the content only with one. */
function ImageAltForm({
  image,
  onAdd,
  onCancel,
}: {
  image: UploadedImage;
  onAdd: (alt: string) => void;
  onCancel: () => void;
}) {
  const fieldId = useId();
  const [alt, setAlt] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const add = () => {
    const text = alt.trim();
    if (text === '') {
      setProblem(IMAGE_ALT_REQUIRED);
      return;
    }
    onAdd(text);
  };
  return (
    <div className={styles.linkForm} role="group" aria-labelledby={`${fieldId}-label`}>
      <img src={image.url} alt="" className={styles.altPreview} />
      <label id={`${fieldId}-label`} htmlFor={fieldId}>
        Alt text for {image.fileName}
      </label>
      <input
        id={fieldId}
        type="text"
        value={alt}
        maxLength={300}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${fieldId}-error` : undefined}
        onChange={(event) => setAlt(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            add();
          } else if (event.key === 'Escape') {
            onCancel();
          }
        }}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- opened by the user's own upload
        autoFocus
      />
      <Button variant="secondary" onClick={add}>
        Add image
      </Button>
      <Button variant="text" onClick={onCancel}>
        Cancel
      </Button>
      {problem && (
        <p id={`${fieldId}-error`} className={styles.error} role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}

function Toolbar({
  label,
  editor,
  canAddImages,
  uploading,
  onImages,
  onError,
}: {
  label: string;
  editor: SlateEditor;
  canAddImages: boolean;
  uploading: boolean;
  onImages: (files: File[]) => void;
  onError: (message: string) => void;
}) {
  const [focusIndex, setFocusIndex] = useState(0);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const fileInput = useRef<HTMLInputElement>(null);
  const [linkOpen, setLinkOpen] = useState(false);
  const [linkUrl, setLinkUrl] = useState('');
  const [linkError, setLinkError] = useState<string | null>(null);
  const savedSelection = useRef<BaseSelection>(null);
  const linkFieldId = useId();

  const count = FORMAT_ACTIONS.length + 1 + (canAddImages ? 1 : 0);
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const next =
      event.key === 'ArrowRight'
        ? (focusIndex + 1) % count
        : event.key === 'ArrowLeft'
          ? (focusIndex - 1 + count) % count
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? count - 1
              : null;
    if (next === null) return;
    event.preventDefault();
    setFocusIndex(next);
    buttons.current[next]?.focus();
  };

  const button = (
    index: number,
    props: {
      label: string;
      shortcut?: string;
      pressed?: boolean;
      icon: ReactNode;
      onClick: () => void;
      busy?: boolean;
    },
  ) => (
    <button
      key={props.label}
      ref={(element) => {
        buttons.current[index] = element;
      }}
      type="button"
      className={styles.tool}
      tabIndex={index === focusIndex ? 0 : -1}
      aria-label={props.label}
      aria-pressed={props.pressed}
      aria-keyshortcuts={props.shortcut?.replace('Ctrl', 'Control')}
      aria-busy={props.busy || undefined}
      title={props.shortcut ? `${props.label} (${props.shortcut})` : props.label}
      // Keeps the editor's selection when clicked with a mouse.
      onMouseDown={(event) => event.preventDefault()}
      onFocus={() => setFocusIndex(index)}
      onClick={props.onClick}
    >
      {props.icon}
    </button>
  );

  /** Closes the link form; the writer goes on where they were in the content. */
  const closeLink = () => {
    setLinkOpen(false);
    setLinkUrl('');
    setLinkError(null);
    if (savedSelection.current) editor.select(savedSelection.current);
    // The content's own element: slate's focus() does nothing while it still counts the
    // editor as focused from before the link form took the focus.
    ReactEditor.toDOMNode(editor, editor).focus();
  };

  const addLink = () => {
    const url = typedLinkUrl(linkUrl);
    if (!url) {
      setLinkError(LINK_INVALID);
      return;
    }
    if (savedSelection.current) editor.select(savedSelection.current);
    insertLink(editor, url);
    savedSelection.current = editor.selection;
    closeLink();
  };

  return (
    <>
      <div role="toolbar" aria-label={label} className={styles.toolbar} onKeyDown={move}>
        {FORMAT_ACTIONS.map((action, index) =>
          button(index, {
            label: action.label,
            shortcut: action.shortcut,
            pressed: action.active(editor),
            icon: action.icon,
            onClick: () => action.run(editor),
          }),
        )}
        {button(FORMAT_ACTIONS.length, {
          label: 'Link',
          pressed: isLinkActive(editor),
          icon: <LinkIcon />,
          onClick: () => {
            savedSelection.current = editor.selection;
            setLinkOpen(true);
          },
        })}
        {canAddImages &&
          button(FORMAT_ACTIONS.length + 1, {
            label: 'Image',
            icon: <ImageIcon />,
            busy: uploading,
            onClick: () => fileInput.current?.click(),
          })}
        {canAddImages && (
          <input
            ref={fileInput}
            type="file"
            hidden
            accept={EDITOR_IMAGE_TYPES.join(',')}
            data-testid="rich-text-image-input"
            onChange={(event) => {
              const files = [...(event.target.files ?? [])];
              event.target.value = '';
              if (files.length > 0) onImages(files);
              else onError(IMAGE_NOT_ADDED);
            }}
          />
        )}
      </div>
      {linkOpen && (
        <div className={styles.linkForm}>
          <label htmlFor={linkFieldId}>Link address</label>
          <input
            id={linkFieldId}
            type="url"
            value={linkUrl}
            aria-invalid={linkError ? true : undefined}
            aria-describedby={linkError ? `${linkFieldId}-error` : undefined}
            onChange={(event) => setLinkUrl(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                addLink();
              } else if (event.key === 'Escape') {
                closeLink();
              }
            }}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- opened by the user's own action
            autoFocus
          />
          <Button variant="secondary" onClick={addLink}>
            Add link
          </Button>
          <Button variant="text" onClick={closeLink}>
            Cancel
          </Button>
          {linkError && (
            <p id={`${linkFieldId}-error`} className={styles.error}>
              {linkError}
            </p>
          )}
        </div>
      )}
    </>
  );
}

function RephrasePanel({
  text,
  rephrase,
  onError,
  onAccept,
}: {
  text: () => string;
  rephrase: (request: RephraseRequest) => Promise<string>;
  onError: (message: string) => void;
  onAccept: (html: string) => void;
}) {
  const id = useId();
  const [tone, setTone] = useState<RephraseTone>('neutral');
  const [language, setLanguage] = useState<RephraseLanguage>('english');
  const [suggestion, setSuggestion] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const request = useRef(0);

  const ask = async () => {
    setSuggestion(null);
    const current = text();
    if (countNonSpaceCharacters(current) < REPHRASE_MIN_CHARACTERS) {
      onError(REPHRASE_TOO_SHORT);
      return;
    }
    const mine = ++request.current;
    setLoading(true);
    try {
      const answer = await rephrase({ text: current, tone, language });
      if (mine === request.current) setSuggestion(normalizeHtml(answer));
    } catch {
      if (mine === request.current) onError(REPHRASE_FAILED);
    } finally {
      if (mine === request.current) setLoading(false);
    }
  };

  return (
    <fieldset className={styles.rephrase}>
      <legend className={styles.rephraseTitle}>Rephrase</legend>
      <div className={styles.rephraseControls}>
        <label htmlFor={`${id}-tone`}>Tone</label>
        <select
          id={`${id}-tone`}
          value={tone}
          onChange={(event) => setTone(event.target.value as RephraseTone)}
        >
          {REPHRASE_TONES.map((option) => (
            <option key={option} value={option}>
              {TONE_LABELS[option]}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-language`}>Language</label>
        <select
          id={`${id}-language`}
          value={language}
          onChange={(event) => setLanguage(event.target.value as RephraseLanguage)}
        >
          {REPHRASE_LANGUAGES.map((option) => (
            <option key={option} value={option}>
              {LANGUAGE_LABELS[option]}
            </option>
          ))}
        </select>
        <Button variant="outline" loading={loading} onClick={() => void ask()}>
          Rephrase
        </Button>
      </div>
      <div aria-live="polite">
        {suggestion !== null && (
          <div className={styles.suggestion} role="region" aria-labelledby={`${id}-suggestion`}>
            <p id={`${id}-suggestion`} className={styles.suggestionTitle}>
              Suggestion
            </p>
            {/* Cut down to the editor's own elements, every text escaped. */}
            <div
              className={styles.suggestionText}
              dangerouslySetInnerHTML={{ __html: suggestion }}
            />
            <div className={styles.suggestionActions}>
              <Button
                onClick={() => {
                  onAccept(suggestion);
                  setSuggestion(null);
                }}
              >
                Accept
              </Button>
              <Button variant="outline" onClick={() => setSuggestion(null)}>
                Discard
              </Button>
            </div>
          </div>
        )}
      </div>
    </fieldset>
  );
}
