import { createDevelopmentRephraser } from './development-rephraser';

const rephraser = createDevelopmentRephraser();

describe('the development rephraser', () => {
  it('rewrites the text between tags for a friendly tone in English, keeping tags and links', async () => {
    const text =
      '<p>Please bring <strong>boots</strong> to training, members.</p><p><a href="https://club.example/fixtures">Fixtures</a></p>';
    await expect(
      rephraser.rephrase({ text, tone: 'friendly', language: 'english', module: 'email' }),
    ).resolves.toBe(
      '<p>Hi everyone! please do bring <strong>boots</strong> to training, friends.</p><p><a href="https://club.example/fixtures">Fixtures See you there!</a></p>',
    );
  });

  it('frames the text in Irish and expands contractions for a formal tone', async () => {
    await expect(
      rephraser.rephrase({
        text: "We can't train tonight, don't come down.",
        tone: 'formal',
        language: 'irish',
        module: 'news',
      }),
    ).resolves.toBe('A bhaill, a chairde, We cannot train tonight, do not come down. Le meas.');
  });

  it('drops filler words for a concise tone', async () => {
    await expect(
      rephraser.rephrase({
        text: 'We are really very proud of the team in order to say thanks.',
        tone: 'concise',
        language: 'english',
        module: 'news',
      }),
    ).resolves.toBe('We are proud of the team to say thanks.');
  });
});
