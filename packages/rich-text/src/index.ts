export * from './rich-text-editor';
export type { RephraseRequest } from './rephrase-panel';
export * from './rich-text-html';
export * from './rich-text-texts';
export * from './image-checks';
export type {
  BlockElement,
  FormattedText,
  ImageElement,
  LinkElement,
  RichTextEditor as SlateRichTextEditor,
} from './rich-text-types';
