import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { ScrollRegion } from './scroll-region';

describe('ScrollRegion', () => {
  it('is a named region the keyboard reaches, around its content', async () => {
    render(
      <ScrollRegion label="Fixtures">
        <table>
          <caption>Fixtures</caption>
          <tbody>
            <tr>
              <td>Glenarden v Kilbeg</td>
            </tr>
          </tbody>
        </table>
      </ScrollRegion>,
    );
    await userEvent.tab();
    const region = screen.getByRole('region', { name: 'Fixtures (scrolls sideways)' });
    expect(region).toHaveFocus();
    expect(region).toContainElement(screen.getByRole('table', { name: 'Fixtures' }));
    expect(await axe(document.body)).toHaveNoViolations();
  });
});
