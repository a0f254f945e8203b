import { fireEvent, render, screen } from '@testing-library/react';
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

  describe('a sign that more of the content is to the right', () => {
    const table = (
      <ScrollRegion label="Results">
        <table>
          <caption>Results</caption>
          <tbody>
            <tr>
              <td>Glenarden v Kilbeg, Páirc na nGael</td>
            </tr>
          </tbody>
        </table>
      </ScrollRegion>
    );
    /** A layout jsdom does not make: a box `visible` px wide over content `full` px wide. */
    function layout(visible: number, full: number) {
      jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(visible);
      jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(full);
    }
    afterEach(() => jest.restoreAllMocks());

    it('shows while the content goes on past the right edge, and goes at its end', () => {
      layout(343, 640);
      render(table);
      expect(screen.getByTestId('scroll-region-more')).toBeInTheDocument();
      const region = screen.getByRole('region', { name: 'Results (scrolls sideways)' });
      jest.spyOn(region, 'scrollLeft', 'get').mockReturnValue(297);
      fireEvent.scroll(region);
      expect(screen.queryByTestId('scroll-region-more')).not.toBeInTheDocument();
    });

    it('does not show when everything fits', () => {
      layout(960, 960);
      render(table);
      expect(screen.queryByTestId('scroll-region-more')).not.toBeInTheDocument();
    });
  });
});
