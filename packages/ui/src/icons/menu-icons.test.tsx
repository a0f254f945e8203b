import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { VisuallyHidden } from '../a11y/visually-hidden';
import { CloseIcon, MenuIcon } from './menu-icons';

describe('MenuIcon and CloseIcon', () => {
  it.each([
    ['MenuIcon', MenuIcon],
    ['CloseIcon', CloseIcon],
  ])('%s leaves the toggle named by its text alone', (_name, Icon) => {
    const { container } = render(
      <button type="button">
        <Icon />
        <VisuallyHidden>Menu</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button')).toHaveAccessibleName('Menu');
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('draws the menu and the cross differently', () => {
    const path = (icon: ReactElement) =>
      render(icon).container.querySelector('path')?.getAttribute('d');
    expect(path(<MenuIcon />)).not.toBe(path(<CloseIcon />));
  });
});
