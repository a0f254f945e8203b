import { Editor, Element, Range, Transforms, type Descendant } from 'slate';
import type {
  BlockElement,
  BlockType,
  ImageElement,
  LinkElement,
  ListType,
  Mark,
  ParagraphElement,
  RichTextEditor,
} from './rich-text-types';

const LIST_TYPES: readonly string[] = ['bulleted-list', 'numbered-list'];

export function isMarkActive(editor: RichTextEditor, mark: Mark): boolean {
  return Editor.marks(editor)?.[mark] === true;
}

export function toggleMark(editor: RichTextEditor, mark: Mark): void {
  ensureSelection(editor);
  if (isMarkActive(editor, mark)) Editor.removeMark(editor, mark);
  else Editor.addMark(editor, mark, true);
}

export function isBlockActive(editor: RichTextEditor, type: BlockType | ListType): boolean {
  if (!editor.selection) return false;
  const [match] = Editor.nodes(editor, {
    at: Editor.unhangRange(editor, editor.selection),
    match: (node) => Element.isElement(node) && node.type === type,
  });
  return Boolean(match);
}

/** A heading or a list on the selected blocks, or back to paragraphs when already so. */
export function toggleBlock(editor: RichTextEditor, type: BlockType | ListType): void {
  ensureSelection(editor);
  const active = isBlockActive(editor, type);
  const isList = LIST_TYPES.includes(type);
  Transforms.unwrapNodes(editor, {
    match: (node) => Element.isElement(node) && LIST_TYPES.includes(node.type),
    split: true,
  });
  const blockType = active ? 'paragraph' : isList ? 'list-item' : type;
  const change = { type: blockType } as Partial<ParagraphElement>;
  Transforms.setNodes<ParagraphElement>(editor, change, {
    match: (node) =>
      Element.isElement(node) && Editor.isBlock(editor, node) && node.type !== 'image',
  });
  if (!active && isList) {
    Transforms.wrapNodes(editor, { type: type as ListType, children: [] });
  }
}

export function isLinkActive(editor: RichTextEditor): boolean {
  const [link] = Editor.nodes(editor, {
    match: (node) => Element.isElement(node) && node.type === 'link',
  });
  return Boolean(link);
}

/** Makes the selected text a link, or inserts the address as a linked text. */
export function insertLink(editor: RichTextEditor, url: string): void {
  ensureSelection(editor);
  if (isLinkActive(editor)) {
    Transforms.unwrapNodes(editor, {
      match: (node) => Element.isElement(node) && node.type === 'link',
    });
  }
  const collapsed = !editor.selection || Range.isCollapsed(editor.selection);
  const link: LinkElement = { type: 'link', url, children: collapsed ? [{ text: url }] : [] };
  if (collapsed) {
    Transforms.insertNodes(editor, link);
  } else {
    Transforms.wrapNodes(editor, link, { split: true });
    Transforms.collapse(editor, { edge: 'end' });
  }
}

export function insertImage(editor: RichTextEditor, url: string, alt: string): void {
  ensureSelection(editor);
  const image: ImageElement = { type: 'image', url, alt, children: [{ text: '' }] };
  Transforms.insertNodes(editor, [image, { type: 'paragraph', children: [{ text: '' }] }]);
}

/** Replaces the whole content (a template, an accepted suggestion), as one undoable step. */
export function replaceContent(editor: RichTextEditor, blocks: BlockElement[]): void {
  Editor.withoutNormalizing(editor, () => {
    for (let index = editor.children.length - 1; index >= 0; index--) {
      Transforms.removeNodes(editor, { at: [index] });
    }
    Transforms.insertNodes(editor, blocks as Descendant[], { at: [0] });
  });
  Transforms.deselect(editor);
}

/** A command from the toolbar before the editor was ever focused works at the end. */
function ensureSelection(editor: RichTextEditor): void {
  if (!editor.selection) Transforms.select(editor, Editor.end(editor, []));
}

/** Links are inline; images are void blocks. */
export function withRichElements(editor: RichTextEditor): RichTextEditor {
  const { isInline, isVoid } = editor;
  editor.isInline = (element) => element.type === 'link' || isInline(element);
  editor.isVoid = (element) => element.type === 'image' || isVoid(element);
  return editor;
}
