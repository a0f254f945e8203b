import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REPHRASE_TOO_SHORT } from '@touchline/contracts';
import { defineAppMessages } from '@touchline/i18n';
import { Suspense, useState } from 'react';
import { ReactEditor } from 'slate-react';
import { ImageRefused, RichTextEditor, type RichTextEditorProps } from './rich-text-editor';

type Props = Partial<RichTextEditorProps>;

function Harness({ initial = '', ...props }: Props & { initial?: string }) {
  const [html, setHtml] = useState(initial);
  return (
    <>
      <RichTextEditor
        label="Message"
        value={html}
        onChange={setHtml}
        onError={() => {}}
        {...props}
      />
      <output data-testid="html">{html}</output>
    </>
  );
}

const LONG =
  '<p>Training is on <strong>Tuesday</strong> at 7pm on the main pitch, bring boots.</p>';

afterEach(() => jest.restoreAllMocks());

describe('the rich-text editor', () => {
  it('shows the content, a labelled toolbar and the n/max counter of characters without tags', () => {
    render(<Harness initial="<p>Hello <strong>club</strong>. 1 &lt; 2</p>" maxLength={100} />);
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveTextContent('Hello club. 1 < 2');
    const toolbar = screen.getByRole('toolbar', { name: 'Message formatting' });
    for (const name of [
      'Bold',
      'Italic',
      'Heading H2',
      'Subheading H3',
      'Bulleted list',
      'Numbered list',
      'Link',
    ]) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(toolbar).toBeInTheDocument();
    // A tag adds no character, an entity is the one character it stands for.
    expect(screen.getByText('17/100')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveStyle({ height: '200px' });
  });

  // WCAG 2.5.3: a button's name holds the text it shows; a glyph that a browser without an emoji
  // font draws as an empty box is a line drawing instead.
  it('names each tool with the text it shows, and draws every other tool as an icon', () => {
    render(<Harness uploadImage={async () => '/img.png'} />);
    const tools = within(screen.getByRole('toolbar', { name: 'Message formatting' })).getAllByRole(
      'button',
    );
    expect(tools).toHaveLength(8);
    for (const tool of tools) {
      const shown = tool.textContent ?? '';
      const name = tool.getAttribute('aria-label') ?? '';
      if (shown) {
        expect(shown).toMatch(/^[A-Z0-9]+$/);
        expect(name).toContain(shown);
      } else {
        expect(tool.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
      }
    }
  });

  it('is one tab stop in the toolbar, moved with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<Harness uploadImage={async () => 'x'} />);
    const bold = screen.getByRole('button', { name: 'Bold' });
    expect(bold).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('button', { name: 'Italic' })).toHaveAttribute('tabindex', '-1');
    bold.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Italic' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('button', { name: 'Image' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(bold).toHaveFocus();
  });

  it('makes a heading and a bulleted list from the toolbar', async () => {
    const user = userEvent.setup();
    render(<Harness initial="<p>Fixtures</p>" />);
    await user.click(screen.getByRole('button', { name: 'Heading H2' }));
    await waitFor(() => expect(screen.getByTestId('html')).toHaveTextContent('<h2>Fixtures</h2>'));
    await user.click(screen.getByRole('button', { name: 'Bulleted list' }));
    await waitFor(() =>
      expect(screen.getByTestId('html')).toHaveTextContent('<ul><li>Fixtures</li></ul>'),
    );
  });

  it('adds a link from the address typed, and refuses an address that is not a web link', async () => {
    const user = userEvent.setup();
    render(<Harness initial="<p>See</p>" />);
    await user.click(screen.getByRole('button', { name: 'Link' }));
    await user.type(screen.getByLabelText('Link address'), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Add link' }));
    expect(
      screen.getByText('Enter a web address starting with https:// or http://'),
    ).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Link address'));
    await user.type(screen.getByLabelText('Link address'), 'https://club.example/fixtures');
    await user.click(screen.getByRole('button', { name: 'Add link' }));
    await waitFor(() =>
      expect(screen.getByTestId('html')).toHaveTextContent(
        '<a href="https://club.example/fixtures">https://club.example/fixtures</a>',
      ),
    );
    // The writer goes on typing where the link went in.
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveFocus();
  });

  it('adds https:// to a typed address without a scheme, as the form editor does', async () => {
    const user = userEvent.setup();
    render(<Harness initial="<p>See</p>" />);
    await user.click(screen.getByRole('button', { name: 'Link' }));
    await user.type(screen.getByLabelText('Link address'), 'club.example/lotto{Enter}');
    await waitFor(() =>
      expect(screen.getByTestId('html')).toHaveTextContent(
        '<a href="https://club.example/lotto">https://club.example/lotto</a>',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Link' }));
    await user.type(screen.getByLabelText('Link address'), 'lotto{Enter}');
    expect(
      screen.getByText('Enter a web address starting with https:// or http://'),
    ).toBeInTheDocument();
  });

  it('gives the focus back to the editor when the link is cancelled', async () => {
    const user = userEvent.setup();
    render(<Harness initial="<p>See</p>" />);
    await user.click(screen.getByRole('button', { name: 'Link' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Link' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveFocus();
  });

  it('uploads a chosen image and shows it in the content', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const uploadImage = jest.fn(async () => 'http://localhost:3333/v2/images/abcdefghijklmnop.png');
    render(
      <Harness
        initial="<p>Pitch</p>"
        uploadImage={uploadImage}
        measureImage={async () => ({ width: 800, height: 600 })}
      />,
    );
    const file = new File([new Uint8Array([137, 80])], 'main-pitch.png', { type: 'image/png' });
    await user.upload(screen.getByTestId('rich-text-image-input'), file);
    await waitFor(() =>
      expect(screen.getByTestId('html')).toHaveTextContent(
        '<img src="http://localhost:3333/v2/images/abcdefghijklmnop.png" alt="main pitch">',
      ),
    );
    expect(uploadImage).toHaveBeenCalledWith(file);
    expect(screen.getByRole('img', { name: 'main pitch' })).toBeInTheDocument();
  });

  it('asks for the alt text of an uploaded image when it is required, and refuses none', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const uploadImage = jest.fn(async () => 'http://localhost:3333/v2/images/abcdefghijklmnop.png');
    render(
      <Harness
        initial="<p>Pitch</p>"
        uploadImage={uploadImage}
        requireImageAlt
        measureImage={async () => ({ width: 800, height: 600 })}
      />,
    );
    const file = new File([new Uint8Array([137, 80])], 'main-pitch.png', { type: 'image/png' });
    await user.upload(screen.getByTestId('rich-text-image-input'), file);
    const alt = await screen.findByRole('textbox', { name: 'Alt text for main-pitch.png' });
    expect(alt).toHaveFocus();
    expect(screen.getByTestId('html')).not.toHaveTextContent('<img');

    await user.click(screen.getByRole('button', { name: 'Add image' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Describe the image in its alt text, for people who cannot see it.',
    );
    expect(alt).toHaveAttribute('aria-invalid', 'true');

    await user.type(alt, 'The main pitch under lights{Enter}');
    await waitFor(() =>
      expect(screen.getByTestId('html')).toHaveTextContent(
        '<img src="http://localhost:3333/v2/images/abcdefghijklmnop.png" alt="The main pitch under lights">',
      ),
    );
    expect(screen.queryByRole('textbox', { name: /Alt text/ })).toBeNull();
  });

  it('refuses an oversized image, an unreadable one and an upload refusal with their texts', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const onError = jest.fn();
    const uploadImage = jest.fn(async (): Promise<string> => {
      throw new ImageRefused('The image must be a PNG, JPEG, GIF or WebP file.');
    });
    let size = { width: 1921, height: 1080 };
    render(
      <Harness
        onError={onError}
        uploadImage={uploadImage}
        measureImage={async () => {
          if (size.width === 0) throw new Error('unreadable');
          return size;
        }}
      />,
    );
    const input = screen.getByTestId('rich-text-image-input');
    await user.upload(input, new File(['x'], 'huge.png', { type: 'image/png' }));
    await waitFor(() =>
      expect(onError).toHaveBeenLastCalledWith(
        'The image exceeds the maximum allowed resolution of 1920x1080. Please upload a smaller image.',
      ),
    );
    expect(uploadImage).not.toHaveBeenCalled();
    size = { width: 0, height: 0 };
    await user.upload(input, new File(['x'], 'broken.jpg', { type: 'image/jpeg' }));
    await waitFor(() =>
      expect(onError).toHaveBeenLastCalledWith('Error loading image: broken.jpg'),
    );
    size = { width: 10, height: 10 };
    await user.upload(input, new File(['x'], 'fake.png', { type: 'image/png' }));
    await waitFor(() =>
      expect(onError).toHaveBeenLastCalledWith('The image must be a PNG, JPEG, GIF or WebP file.'),
    );
    uploadImage.mockRejectedValueOnce(new Error('network'));
    await user.upload(input, new File(['x'], 'ok.png', { type: 'image/png' }));
    await waitFor(() =>
      expect(onError).toHaveBeenLastCalledWith(
        'Image could not be added to content area. Please try again using another image.',
      ),
    );
  });

  it('uploads a pasted image, and refuses a pasted file that is not an image', async () => {
    const onError = jest.fn();
    const uploadImage = jest.fn(
      async () => 'http://localhost:3333/v2/images/pastedpastedpasted.webp',
    );
    render(
      <Harness
        initial="<p>Team</p>"
        onError={onError}
        uploadImage={uploadImage}
        measureImage={async () => ({ width: 640, height: 480 })}
      />,
    );
    // jsdom has no editing host, so slate would not see the paste target as editable.
    jest.spyOn(ReactEditor, 'hasEditableTarget').mockReturnValue(true);
    const textbox = screen.getByRole('textbox', { name: 'Message' });
    const image = new File(['x'], 'team.webp', { type: 'image/webp' });
    fireEvent.paste(textbox, { clipboardData: { files: [image], getData: () => '' } });
    await waitFor(() =>
      expect(screen.getByTestId('html')).toHaveTextContent(
        '<img src="http://localhost:3333/v2/images/pastedpastedpasted.webp" alt="team">',
      ),
    );
    const pdf = new File(['x'], 'minutes.pdf', { type: 'application/pdf' });
    fireEvent.paste(textbox, { clipboardData: { files: [pdf], getData: () => '' } });
    expect(onError).toHaveBeenCalledWith(
      'Image could not be added to content area. Please try again using another image.',
    );
    expect(uploadImage).toHaveBeenCalledTimes(1);
  });

  describe('rephrasing', () => {
    it('warns below 25 characters without asking the service', async () => {
      const user = userEvent.setup();
      const onError = jest.fn();
      const rephrase = jest.fn();
      render(
        <Harness initial="<p>Training at   7 tonight</p>" onError={onError} rephrase={rephrase} />,
      );
      await user.click(screen.getByRole('button', { name: 'Rephrase' }));
      expect(onError).toHaveBeenCalledWith('Minimum content length is 25 characters.');
      expect(rephrase).not.toHaveBeenCalled();
    });

    it('asks in the chosen tone and language, and Accept copies the suggestion in', async () => {
      const user = userEvent.setup();
      const rephrase = jest.fn(
        async () =>
          '<p>Hi everyone! Training is on <strong>Tuesday</strong>.</p><script>x()</script>',
      );
      render(<Harness initial={LONG} rephrase={rephrase} />);
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
        'Formal',
        'Casual',
        'Concise',
        'Professional',
        'Friendly',
        'Neutral',
        'English',
        'Irish',
      ]);
      await user.selectOptions(screen.getByLabelText('Tone'), 'friendly');
      await user.selectOptions(screen.getByLabelText('Language'), 'irish');
      await user.click(screen.getByRole('button', { name: 'Rephrase' }));
      expect(rephrase).toHaveBeenCalledWith({ text: LONG, tone: 'friendly', language: 'irish' });
      expect(await screen.findByText('Suggestion')).toBeInTheDocument();
      expect(document.querySelector('script')).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Accept' }));
      await waitFor(() =>
        expect(screen.getByTestId('html')).toHaveTextContent(
          '<p>Hi everyone! Training is on <strong>Tuesday</strong>.</p>',
        ),
      );
      expect(screen.queryByText('Suggestion')).not.toBeInTheDocument();
    });

    it('Discard drops the suggestion, a new request clears it, and a failure shows the text', async () => {
      const user = userEvent.setup();
      const onError = jest.fn();
      const rephrase = jest
        .fn<Promise<string>, unknown[]>()
        .mockResolvedValueOnce('<p>First suggestion here.</p>')
        .mockImplementationOnce(() => new Promise(() => {}))
        .mockRejectedValueOnce(new Error('502'));
      render(<Harness initial={LONG} rephrase={rephrase} onError={onError} />);
      await user.click(screen.getByRole('button', { name: 'Rephrase' }));
      expect(await screen.findByText('First suggestion here.')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Discard' }));
      expect(screen.queryByText('First suggestion here.')).not.toBeInTheDocument();
      expect(screen.getByTestId('html')).toHaveTextContent(LONG);

      rephrase.mockReset();
      rephrase.mockResolvedValueOnce('<p>Second suggestion.</p>');
      await user.click(screen.getByRole('button', { name: 'Rephrase' }));
      expect(await screen.findByText('Second suggestion.')).toBeInTheDocument();
      rephrase.mockRejectedValueOnce(new Error('502'));
      await user.click(screen.getByRole('button', { name: 'Rephrase' }));
      await waitFor(() =>
        expect(onError).toHaveBeenCalledWith('Rephrasing failed. Please try again.'),
      );
      expect(screen.queryByText('Second suggestion.')).not.toBeInTheDocument();
    });
  });

  it('takes a new value from outside (a template) in place of the content', async () => {
    function Outside() {
      const [html, setHtml] = useState('<p>Draft</p>');
      return (
        <>
          <button type="button" onClick={() => setHtml('<h2>From the template</h2>')}>
            Use template
          </button>
          <RichTextEditor label="Message" value={html} onChange={setHtml} onError={() => {}} />
        </>
      );
    }
    const user = userEvent.setup();
    render(<Outside />);
    await user.click(screen.getByRole('button', { name: 'Use template' }));
    expect(await screen.findByRole('heading', { name: 'From the template' })).toBeInTheDocument();
    expect(screen.getByText('17/5000')).toBeInTheDocument();
  });
});

describe('the rich-text editor in Irish', () => {
  // An app whose page is in Irish: the editor follows the app's language.
  const app = defineAppMessages({}, { ga: async () => ({ default: {} }) });

  async function renderInIrish(props: Props & { initial?: string }) {
    await act(async () => {
      render(
        <Suspense fallback="…">
          <app.Messages language="ga">
            <Harness {...props} />
          </app.Messages>
        </Suspense>,
      );
    });
  }

  it('names its toolbar, tools, counter and rephrasing in Irish', async () => {
    await renderInIrish({
      initial: '<p>Haigh</p>',
      uploadImage: async () => '/img.png',
      rephrase: jest.fn(),
    });
    const toolbar = await screen.findByRole('toolbar', { name: 'Formáidiú: Message' });
    const names = within(toolbar)
      .getAllByRole('button')
      .map((tool) => tool.getAttribute('aria-label'));
    expect(names).toEqual([
      'Trom',
      'Iodálach',
      'Ceannteideal H2',
      'Fo-cheannteideal H3',
      'Liosta le hurchairí',
      'Liosta uimhrithe',
      'Nasc',
      'Íomhá',
    ]);
    expect(within(toolbar).getByRole('button', { name: 'Trom' })).toHaveAttribute(
      'title',
      'Trom (Ctrl+B)',
    );
    expect(screen.getByText('Carachtair:')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Athfhoclú' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Ton' })).toHaveDisplayValue('Neodrach');
    expect(screen.getByRole('combobox', { name: 'Teanga' })).toHaveDisplayValue('Béarla');
    expect(screen.getByRole('button', { name: 'Athfhoclaigh' })).toBeInTheDocument();
  });

  it('refuses a link address and too short a text to rephrase in Irish', async () => {
    const user = userEvent.setup();
    const onError = jest.fn();
    await renderInIrish({ initial: '<p>Haigh</p>', rephrase: jest.fn(), onError });
    await user.click(await screen.findByRole('button', { name: 'Nasc' }));
    await user.type(screen.getByLabelText('Seoladh an naisc'), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Cuir nasc leis' }));
    expect(
      await screen.findByText('Cuir isteach seoladh gréasáin a thosaíonn le https:// nó http://'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Cealaigh' }));
    await user.click(screen.getByRole('button', { name: 'Athfhoclaigh' }));
    expect(onError).toHaveBeenCalledWith('Ní mór 25 carachtar ar a laghad a bheith san ábhar.');
    expect(onError).not.toHaveBeenCalledWith(REPHRASE_TOO_SHORT);
  });
});
