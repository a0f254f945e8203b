import { useFieldMessage } from '@touchline/i18n';
import { Button } from '@touchline/ui';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { BaseSelection } from 'slate';
import { ReactEditor } from 'slate-react';
import {
  insertLink,
  isBlockActive,
  isLinkActive,
  isMarkActive,
  toggleBlock,
  toggleMark,
} from './editor-commands';
import { EDITOR_IMAGE_TYPES } from './image-checks';
import { typedLinkUrl } from './rich-text-html';
import { type RichTextMessageId, useRichTextT } from './messages/rich-text-messages';
import { IMAGE_NOT_ADDED, LINK_ADDRESS_INVALID } from './rich-text-texts';
import type { BlockType, ListType, Mark, RichTextEditor as SlateEditor } from './rich-text-types';
import { BulletedListIcon, ImageIcon, LinkIcon, NumberedListIcon } from './toolbar-icons';
import styles from './rich-text.module.css';

interface ToolbarAction {
  key: string;
  label: RichTextMessageId;
  shortcut?: string;
  icon: ReactNode;
  active: (editor: SlateEditor) => boolean;
  run: (editor: SlateEditor) => void;
}

const markAction = (
  mark: Mark,
  label: RichTextMessageId,
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
  label: RichTextMessageId,
  icon: ReactNode,
): ToolbarAction => ({
  key: type,
  label,
  icon,
  active: (editor) => isBlockActive(editor, type),
  run: (editor) => toggleBlock(editor, type),
});

const FORMAT_ACTIONS: readonly ToolbarAction[] = [
  markAction('bold', 'toolbar.bold', 'Ctrl+B', <strong aria-hidden="true">B</strong>),
  markAction('italic', 'toolbar.italic', 'Ctrl+I', <em aria-hidden="true">I</em>),
  // A name holds the text its button shows (WCAG 2.5.3), so "H2" is said and can be spoken.
  blockAction('heading-two', 'toolbar.headingTwo', <span aria-hidden="true">H2</span>),
  blockAction('heading-three', 'toolbar.headingThree', <span aria-hidden="true">H3</span>),
  blockAction('bulleted-list', 'toolbar.bulletedList', <BulletedListIcon />),
  blockAction('numbered-list', 'toolbar.numberedList', <NumberedListIcon />),
];

/**
 * The formatting toolbar: one tab stop, arrow keys move within; the link form opens under it.
 */
export function RichTextToolbar({
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
  const t = useRichTextT();
  const fieldMessage = useFieldMessage();

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
      key: string;
      label: string;
      shortcut?: string;
      pressed?: boolean;
      icon: ReactNode;
      onClick: () => void;
      busy?: boolean;
    },
  ) => (
    <button
      key={props.key}
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
      title={
        props.shortcut
          ? t('toolbar.withShortcut', { label: props.label, shortcut: props.shortcut })
          : props.label
      }
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
      setLinkError(LINK_ADDRESS_INVALID);
      return;
    }
    if (savedSelection.current) editor.select(savedSelection.current);
    insertLink(editor, url);
    savedSelection.current = editor.selection;
    closeLink();
  };

  return (
    <>
      <div
        role="toolbar"
        aria-label={t('toolbar.label', { label })}
        className={styles.toolbar}
        onKeyDown={move}
      >
        {FORMAT_ACTIONS.map((action, index) =>
          button(index, {
            key: action.key,
            label: t(action.label),
            shortcut: action.shortcut,
            pressed: action.active(editor),
            icon: action.icon,
            onClick: () => action.run(editor),
          }),
        )}
        {button(FORMAT_ACTIONS.length, {
          key: 'link',
          label: t('toolbar.link'),
          pressed: isLinkActive(editor),
          icon: <LinkIcon />,
          onClick: () => {
            savedSelection.current = editor.selection;
            setLinkOpen(true);
          },
        })}
        {canAddImages &&
          button(FORMAT_ACTIONS.length + 1, {
            key: 'image',
            label: t('toolbar.image'),
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
              else onError(fieldMessage(IMAGE_NOT_ADDED));
            }}
          />
        )}
      </div>
      {linkOpen && (
        <div className={styles.linkForm}>
          <label htmlFor={linkFieldId}>{t('link.address')}</label>
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
            {t('link.add')}
          </Button>
          <Button variant="text" onClick={closeLink}>
            {t('link.cancel')}
          </Button>
          {linkError && (
            <p id={`${linkFieldId}-error`} className={styles.error}>
              {fieldMessage(linkError)}
            </p>
          )}
        </div>
      )}
    </>
  );
}
