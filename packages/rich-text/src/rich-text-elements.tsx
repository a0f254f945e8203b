// How the editor shows its content: each element (headings, lists, links, images) and the marks.
import type { ReactNode } from 'react';
import {
  useFocused,
  useSelected,
  type RenderElementProps,
  type RenderLeafProps,
} from 'slate-react';
import styles from './rich-text.module.css';

export function renderElement({ attributes, children, element }: RenderElementProps) {
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

export function renderLeaf({ attributes, children, leaf }: RenderLeafProps) {
  let content = children;
  if (leaf.bold) content = <strong>{content}</strong>;
  if (leaf.italic) content = <em>{content}</em>;
  return <span {...attributes}>{content}</span>;
}
