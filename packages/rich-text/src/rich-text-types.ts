import type { BaseEditor } from 'slate';
import type { HistoryEditor } from 'slate-history';
import type { ReactEditor } from 'slate-react';

/** Text with its marks. */
export interface FormattedText {
  text: string;
  bold?: true;
  italic?: true;
}

export type Mark = 'bold' | 'italic';

export interface ParagraphElement {
  type: 'paragraph';
  children: Inline[];
}
export interface HeadingElement {
  type: 'heading-two' | 'heading-three';
  children: Inline[];
}
export interface ListElement {
  type: 'bulleted-list' | 'numbered-list';
  children: ListItemElement[];
}
export interface ListItemElement {
  type: 'list-item';
  children: Inline[];
}
export interface LinkElement {
  type: 'link';
  url: string;
  children: FormattedText[];
}
/** An image stored by the API's upload: a void block. */
export interface ImageElement {
  type: 'image';
  url: string;
  alt: string;
  children: [{ text: '' }];
}

export type Inline = FormattedText | LinkElement;
export type BlockElement = ParagraphElement | HeadingElement | ListElement | ImageElement;
export type RichElement = BlockElement | ListItemElement | LinkElement;
export type BlockType = 'paragraph' | 'heading-two' | 'heading-three';
export type ListType = ListElement['type'];

export type RichTextEditor = BaseEditor & ReactEditor & HistoryEditor;

declare module 'slate' {
  interface CustomTypes {
    Editor: RichTextEditor;
    Element: RichElement;
    Text: FormattedText;
  }
}
