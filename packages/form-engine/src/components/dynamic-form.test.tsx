import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { defineAppMessages } from '@touchline/i18n';
import { createRef, Suspense, useEffect, useState } from 'react';
import { EMAIL_HINT, sampleForm, validSampleAnswers } from '../testing/sample-form';
import { CHANGE_DEBOUNCE_MS, DynamicForm, type DynamicFormHandle } from './dynamic-form';
import type { RemoteOption, UseRemoteOptions } from './use-remote-options';

const CLUBS_URL = 'https://lists.example.org/clubs';

/** Options that never come (tests of everything but the remote select). */
const pending: UseRemoteOptions = () => [];

/** The app's source in a test: the clubs' options arrive after the form is shown. */
const useClubOptions: UseRemoteOptions = (url) => {
  const [options, setOptions] = useState<readonly RemoteOption[]>([]);
  useEffect(() => {
    if (url !== CLUBS_URL) return;
    let shown = true;
    void Promise.resolve().then(() => {
      if (shown)
        setOptions([
          { label: 'Galway GAA', value: 'Galway GAA' },
          { label: 'Mayo GAA', value: 'Mayo GAA' },
        ]);
    });
    return () => {
      shown = false;
    };
  }, [url]);
  return options;
};

const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

function setup(props: Partial<Parameters<typeof DynamicForm>[0]> = {}) {
  const handle = createRef<DynamicFormHandle>();
  const user = userEvent.setup();
  const view = render(
    <DynamicForm
      form={sampleForm()}
      idPrefix="member"
      handle={handle}
      useOptions={pending}
      {...props}
    />,
  );
  return { handle, user, ...view };
}

describe('DynamicForm', () => {
  it('shows sections by sequence, questions by display width, and no axe violations', async () => {
    const { container } = setup({ initialAnswers: validSampleAnswers });
    const sections = container.querySelectorAll('form > fieldset > legend');
    expect([...sections].map((legend) => legend.textContent)).toEqual([
      'Personal details',
      'Address',
    ]);
    const cell = (name: RegExp) =>
      screen.getByRole('textbox', { name }).closest<HTMLElement>('[style]')!.style.gridColumn;
    expect(cell(/First name/)).toBe('span 6');
    expect(cell(/Please give details|Mobile/)).toBe('span 12');
    expect(screen.getByText(EMAIL_HINT)).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows a rule’s message only once the field is touched', async () => {
    const { user } = setup();
    const first = screen.getByRole('textbox', { name: /First name/ });
    expect(screen.queryByText('Please enter first name')).not.toBeInTheDocument();
    await user.click(first);
    await user.tab();
    expect(screen.getByText('Please enter first name')).toBeInTheDocument();
    expect(first).toHaveAttribute('aria-invalid', 'true');
    await user.type(first, 'N');
    expect(screen.getByText('Minimum 2 characters')).toBeInTheDocument();
  });

  it('keeps telephone answers to digits and shows dates as DD/MM/YYYY with the range message', async () => {
    const { user, handle } = setup({ initialAnswers: validSampleAnswers });
    const mobile = screen.getByRole('textbox', { name: /Mobile/ });
    await user.type(mobile, '087 123-4567');
    expect(mobile).toHaveValue('0871234567');
    const born = screen.getByRole('textbox', { name: /Date of birth/ });
    expect(born).toHaveValue('06/05/2000');
    await user.clear(born);
    await user.type(born, '01/01/1980');
    await user.tab();
    expect(screen.getByText('Date of birth is below the allowed range')).toBeInTheDocument();
    await user.clear(born);
    await user.type(born, '02/02/2002');
    expect(handle.current!.current().answers['4']).toBe('2002-02-02');
  });

  it('hides, disables and clears a question while its condition holds, and restores it after', async () => {
    const { user, handle } = setup({ initialAnswers: { ...validSampleAnswers, '6': 'Nuts' } });
    expect(screen.queryByRole('textbox', { name: /Please give details/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    const details = screen.getByRole('textbox', { name: /Please give details/ });
    expect(details).toHaveValue('Nuts');
    await user.clear(details);
    await user.type(details, 'Peanuts');
    await user.click(screen.getByRole('radio', { name: 'No' }));
    expect(screen.queryByRole('textbox', { name: /Please give details/ })).not.toBeInTheDocument();
    expect(handle.current!.current()).toMatchObject({ valid: true });
    expect(handle.current!.current().answers).not.toHaveProperty('6');
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(screen.getByRole('textbox', { name: /Please give details/ })).toHaveValue('Nuts');
  });

  it('opens the "<label> (Other)" input with its counter when Other is chosen', async () => {
    const { user, handle } = setup({ initialAnswers: validSampleAnswers });
    expect(screen.queryByRole('textbox', { name: /\(Other\)/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Other' }));
    const other = screen.getByRole('textbox', { name: /How did you hear about us\? \(Other\)/ });
    expect(screen.getByText('0 / 200')).toBeInTheDocument();
    await user.type(other, 'Poster');
    expect(screen.getByText('6 / 200')).toBeInTheDocument();
    expect(handle.current!.current().answers['7']).toBe('Poster');
    await user.click(screen.getByRole('radio', { name: 'School' }));
    expect(screen.queryByRole('textbox', { name: /\(Other\)/ })).not.toBeInTheDocument();
    expect(handle.current!.current().answers['7']).toBe('School');
  });

  it('offers the counties of the chosen country and clears one of another country', async () => {
    const { user } = setup({ initialAnswers: validSampleAnswers });
    const county = screen.getByRole('combobox', { name: /County/ });
    expect(
      within(county)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select…', 'Galway', 'Mayo']);
    expect(county).toHaveValue('Galway');
    await user.selectOptions(screen.getByRole('combobox', { name: /Country/ }), 'Wales');
    expect(screen.getByRole('combobox', { name: /County/ })).toHaveValue('');
    expect(
      within(screen.getByRole('combobox', { name: /County/ }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select…', 'Powys']);
  });

  it("offers a remote select's options from the app's source once they are there", async () => {
    setup({ useOptions: useClubOptions });
    const club = screen.getByRole('combobox', { name: /Club/ });
    expect(optionsOf(club)).toEqual(['Select…']);
    await waitFor(() =>
      expect(within(club).getByRole('option', { name: 'Mayo GAA' })).toBeInTheDocument(),
    );
    expect(optionsOf(club)).toEqual(['Select…', 'Galway GAA', 'Mayo GAA']);
  });

  it('opens Read more in a dialog with the page framed and a new-tab link', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Read more' }));
    const dialog = screen.getByRole('dialog', { name: 'I accept the code of conduct' });
    expect(within(dialog).getByTitle('I accept the code of conduct')).toHaveAttribute(
      'src',
      'https://example.org/code',
    );
    expect(within(dialog).getByRole('link', { name: 'Open in a new tab' })).toHaveAttribute(
      'target',
      '_blank',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('reports changes 500 ms after the last one', async () => {
    jest.useFakeTimers();
    try {
      const onChange = jest.fn();
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      render(
        <DynamicForm
          form={sampleForm()}
          idPrefix="m"
          useOptions={pending}
          initialAnswers={validSampleAnswers}
          onChange={onChange}
        />,
      );
      await user.type(screen.getByRole('textbox', { name: /First name/ }), 'h');
      act(() => jest.advanceTimersByTime(CHANGE_DEBOUNCE_MS - 10));
      expect(onChange).not.toHaveBeenCalled();
      act(() => jest.advanceTimersByTime(20));
      expect(onChange).toHaveBeenCalledTimes(1);
      expect(onChange.mock.calls[0]![0]['1']).toBe('Norah');
      expect(onChange.mock.calls[0]![1]).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });

  it('submits valid answers, and touches every field of an invalid form', async () => {
    const { handle } = setup();
    let result: unknown;
    act(() => {
      result = handle.current!.submit();
    });
    expect(result).toBeNull();
    expect(screen.getByText('Please enter first name')).toBeInTheDocument();
    expect(screen.getByText('Please enter email')).toBeInTheDocument();
    act(() => handle.current!.patch(validSampleAnswers));
    act(() => {
      result = handle.current!.submit();
    });
    expect(result).toMatchObject({
      '1': 'Nora',
      '20': 'Ireland',
      '21': 'Galway',
      '8': ['Football'],
    });
  });

  it('resets one section to its first values', async () => {
    const { user, handle } = setup({ initialAnswers: validSampleAnswers });
    await user.selectOptions(screen.getByRole('combobox', { name: /Country/ }), 'Wales');
    await user.type(screen.getByRole('textbox', { name: /First name/ }), 'h');
    act(() => handle.current!.resetSection(2));
    expect(screen.getByRole('combobox', { name: /Country/ })).toHaveValue('Ireland');
    expect(screen.getByRole('combobox', { name: /County/ })).toHaveValue('Galway');
    expect(screen.getByRole('textbox', { name: /First name/ })).toHaveValue('Norah');
  });

  it('shows a read-only form without changes', () => {
    setup({ initialAnswers: validSampleAnswers, readOnly: true });
    expect(screen.getByRole('textbox', { name: /First name/ })).toHaveAttribute('readonly');
    expect(screen.getByRole('combobox', { name: /Country/ })).toBeDisabled();
  });
});

describe('DynamicForm in Irish', () => {
  // An app whose page is in Irish: the form follows the app's language.
  const app = defineAppMessages({}, { ga: async () => ({ default: {} }) });

  it("words the engine's own texts and the rules' messages in the app's language", async () => {
    const user = userEvent.setup();
    await act(async () => {
      render(
        <Suspense fallback="…">
          <app.Messages language="ga">
            <DynamicForm form={sampleForm()} idPrefix="member" useOptions={pending} />
          </app.Messages>
        </Suspense>,
      );
    });
    const born = await screen.findByRole('textbox', { name: /Date of birth/ });
    expect(born).toHaveAttribute('placeholder', 'LL/MM/BBBB');
    expect(
      within(screen.getByRole('combobox', { name: /Country/ })).getAllByRole('option')[0],
    ).toHaveTextContent('Roghnaigh…');
    await user.click(screen.getByRole('radio', { name: 'Eile' }));
    expect(
      screen.getByRole('textbox', { name: /How did you hear about us\? \(Eile\)/ }),
    ).toBeVisible();
    const first = screen.getByRole('textbox', { name: /First name/ });
    await user.type(first, 'N');
    await user.tab();
    expect(await screen.findByText('2 carachtar ar a laghad')).toBeVisible();
    expect(screen.queryByText(/Select…|DD\/MM\/YYYY|Minimum 2 characters/)).toBeNull();
  });
});
