import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { PlaceholderPage } from './placeholder-page';

describe('PlaceholderPage', () => {
  it('names the page in its heading and shows its message', async () => {
    const { container } = render(
      <PlaceholderPage title="Club Lotto">
        <p>Online lotto is opening soon.</p>
      </PlaceholderPage>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Club Lotto' })).toBeInTheDocument();
    expect(screen.getByText('Online lotto is opening soon.')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });
});
