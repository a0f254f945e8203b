import { render } from '@testing-library/react';
import { StrokeIcon } from './stroke-icon';

describe('StrokeIcon', () => {
  it('is hidden from assistive technology, unfocusable, and sized as asked', () => {
    const { container } = render(
      <button type="button" aria-label="Next page">
        <StrokeIcon size={16}>
          <path d="M9 6l6 6-6 6" />
        </StrokeIcon>
      </button>,
    );
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(svg).toHaveAttribute('width', '16');
    expect(svg).toHaveAttribute('stroke', 'currentColor');
  });
});
