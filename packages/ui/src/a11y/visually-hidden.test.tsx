import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { StrokeIcon } from '../icons/stroke-icon';
import { VisuallyHidden, visuallyHiddenClass } from './visually-hidden';

describe('VisuallyHidden', () => {
  it('names an icon-only button and passes axe', async () => {
    const { container } = render(
      <button type="button">
        <StrokeIcon>
          <path d="M4 6h16M4 12h16M4 18h16" />
        </StrokeIcon>
        <VisuallyHidden>Menu</VisuallyHidden>
      </button>,
    );
    const button = screen.getByRole('button', { name: 'Menu' });
    const label = button.querySelector('span');
    expect(label?.tagName).toBe('SPAN');
    expect(label).toHaveClass(visuallyHiddenClass);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('completes a link name and keeps other span props such as a role', () => {
    render(
      <>
        <a href="https://example.org" target="_blank" rel="noopener noreferrer">
          Open in a map<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
        </a>
        <VisuallyHidden role="status" className="extra">
          Loading…
        </VisuallyHidden>
      </>,
    );
    expect(
      screen.getByRole('link', { name: 'Open in a map (opens in a new tab)' }),
    ).toBeInTheDocument();
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading…');
    expect(status).toHaveClass(visuallyHiddenClass, 'extra');
  });

  it('gives other elements the same class', () => {
    render(
      <h2 id="cart-title" className={visuallyHiddenClass}>
        Your cart
      </h2>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Your cart' })).toHaveClass(
      visuallyHiddenClass,
    );
  });
});
