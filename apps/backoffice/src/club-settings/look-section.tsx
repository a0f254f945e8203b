import {
  CLUB_NAME_MAX_LENGTH,
  type ClubLook,
  type Features,
  type ThemeColors,
} from '@touchline/contracts';
import { isLanguage, type Language, LANGUAGES } from '@touchline/contracts/languages';
import { useFieldMessage } from '@touchline/i18n';
import { useNotify } from '@touchline/notifications';
import { useServerRead } from '@touchline/store/server-data';
import { Button, FormField, SkeletonLines, useUnsavedChangesGuard } from '@touchline/ui';
import {
  CLUB_NAME_REQUIRED,
  formatContrast,
  HEX_COLOUR_PATTERN,
  lowContrastMessage,
  readableTextOn,
  themeContrasts,
  type ThemeContrast,
} from '@touchline/validators';
import { useId, useState, type FormEvent } from 'react';
import { useClubSettingsCalls } from '../api/use-club-settings-calls';
import { useBackofficeT } from '../messages/backoffice-messages';
import styles from './club-settings.module.css';
import card from './settings-card.module.css';
import { clubLookRead, NO_ARGS } from './club-settings-reads';
import {
  colourLabel,
  COLOUR_NAMES,
  featureLabel,
  FEATURE_NAMES,
  siteLanguageName,
} from './look-texts';

/** The club's name, theme colours (checked for WCAG AA as they are typed) and feature switches. */
export function LookSection({ onSaved }: { onSaved: () => void }) {
  const t = useBackofficeT();
  const calls = useClubSettingsCalls();
  const notify = useNotify();
  const { read, replace } = useServerRead(clubLookRead, NO_ARGS, {
    notifyFailure: true,
    failureText: t('look.loadFailed'),
  });
  // The form starts from the look as it is now: a kept answer shows as loading until it is read
  // afresh.
  const loaded = read.state === 'loaded' && read.refreshing ? { state: 'loading' as const } : read;

  const save = async (look: ClubLook): Promise<boolean> => {
    try {
      const saved = await calls.saveClubLook(look);
      replace(saved);
      notify.success(t('look.saved'));
      onSaved();
      return true;
    } catch (error) {
      notify.apiError(error);
      return false;
    }
  };

  return (
    <section className={styles.form} aria-labelledby="look-title">
      <h2 id="look-title">{t('look.title')}</h2>
      {loaded.state === 'loading' && <SkeletonLines count={4} label={t('settings.loading')} />}
      {loaded.state === 'failed' && <p>{t('look.loadFailed')}</p>}
      {loaded.state === 'loaded' && <LookForm look={loaded.value} onSave={save} />}
    </section>
  );
}

interface LookFormProps {
  look: ClubLook;
  onSave: (look: ClubLook) => Promise<boolean>;
}

function LookForm({ look, onSave }: LookFormProps) {
  const t = useBackofficeT();
  // The rules' messages (shared with the API) in the page's language.
  const fieldMessage = useFieldMessage();
  const [name, setName] = useState(look.name);
  const [colors, setColors] = useState<ThemeColors>(look.colors);
  const [features, setFeatures] = useState<Features>(look.features);
  const [language, setLanguage] = useState<Language>(look.default_language);
  const [saving, setSaving] = useState(false);
  const [tried, setTried] = useState(false);

  // What the form holds against what was loaded or saved last: leaving with a difference asks.
  const unsaved =
    JSON.stringify({ name, colors, features, language }) !==
    JSON.stringify({
      name: look.name,
      colors: look.colors,
      features: look.features,
      language: look.default_language,
    });
  const guard = useUnsavedChangesGuard(unsaved && !saving);
  const badFormat = COLOUR_NAMES.filter((colour) => !HEX_COLOUR_PATTERN.test(colors[colour]));
  const contrasts = badFormat.length === 0 ? themeContrasts(colors) : [];
  const low = contrasts.filter((contrast) => !contrast.passes);
  const nameMissing = name.trim() === '';
  const colourError = (colour: keyof ThemeColors): string | undefined => {
    if (badFormat.includes(colour)) return tried ? t('look.colourFormat') : undefined;
    const pair = low.find((contrast) => contrast.colour === colour);
    return pair && fieldMessage(lowContrastMessage(pair));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (nameMissing || badFormat.length > 0 || low.length > 0) return;
    setSaving(true);
    await onSave({ name: name.trim(), colors, features, default_language: language });
    setSaving(false);
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <FormField
        label={t('look.clubName')}
        required
        error={tried && nameMissing ? fieldMessage(CLUB_NAME_REQUIRED) : undefined}
      >
        {(control) => (
          <input
            {...control}
            type="text"
            name="name"
            value={name}
            maxLength={CLUB_NAME_MAX_LENGTH}
            onChange={(event) => setName(event.target.value)}
          />
        )}
      </FormField>
      <FormField label={t('look.siteLanguage')} hint={t('look.siteLanguageHint')}>
        {(control) => (
          <select
            {...control}
            name="default_language"
            value={language}
            onChange={(event) =>
              setLanguage(isLanguage(event.target.value) ? event.target.value : 'en')
            }
          >
            {LANGUAGES.map((option) => (
              <option key={option} value={option}>
                {siteLanguageName(t, option)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <fieldset className={`${card.group} ${styles.colours}`}>
        <legend>{t('look.colours')}</legend>
        {COLOUR_NAMES.map((colour) => (
          <ColourField
            key={colour}
            label={colourLabel(t, colour)}
            value={colors[colour]}
            error={colourError(colour)}
            onChange={(value) => setColors((current) => ({ ...current, [colour]: value }))}
          />
        ))}
      </fieldset>
      <HeaderPreview name={name} primary={colors.primary} contrasts={contrasts} />
      {low.length > 0 && (
        <div className={styles.contrastErrors} role="alert">
          {low.map((contrast) => (
            <p key={contrast.label}>{fieldMessage(lowContrastMessage(contrast))}</p>
          ))}
        </div>
      )}
      {tried && (nameMissing || badFormat.length > 0) && (
        <p className={styles.formError} role="alert">
          {t('look.hasErrors')}
        </p>
      )}
      <fieldset className={`${card.group} ${styles.switches}`}>
        <legend>{t('look.features')}</legend>
        {FEATURE_NAMES.map((feature) => (
          <label key={feature} className={styles.choice}>
            <input
              type="checkbox"
              name={feature}
              checked={features[feature]}
              onChange={(event) =>
                setFeatures((current) => ({ ...current, [feature]: event.target.checked }))
              }
            />
            {featureLabel(t, feature)}
          </label>
        ))}
      </fieldset>
      <div className={styles.actions}>
        <Button type="submit" loading={saving}>
          {t('look.save')}
        </Button>
        {guard.dialog}
      </div>
    </form>
  );
}

interface ColourFieldProps {
  label: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

/** A colour typed as #rrggbb, with a swatch of it once it can be read. */
function ColourField({ label, value, error, onChange }: ColourFieldProps) {
  const readable = HEX_COLOUR_PATTERN.test(value);
  return (
    <FormField
      label={label}
      required
      error={error}
      aside={
        <span
          className={styles.swatch}
          style={readable ? { background: value } : undefined}
          aria-hidden="true"
        />
      }
    >
      {(control) => (
        <input
          {...control}
          type="text"
          value={value}
          maxLength={7}
          spellCheck={false}
          autoComplete="off"
          onChange={(event) => onChange(event.target.value.trim())}
        />
      )}
    </FormField>
  );
}

interface HeaderPreviewProps {
  name: string;
  primary: string;
  contrasts: readonly ThemeContrast[];
}

/** The header as the site paints it (black or white text on the primary colour), and each pair's ratio. */
function HeaderPreview({ name, primary, contrasts }: HeaderPreviewProps) {
  const t = useBackofficeT();
  const fieldMessage = useFieldMessage();
  const captionId = useId();
  const readable = HEX_COLOUR_PATTERN.test(primary);
  return (
    <figure className={styles.preview} aria-labelledby={captionId}>
      <figcaption id={captionId}>{t('look.headerPreview')}</figcaption>
      <div
        className={styles.previewHeader}
        data-testid="header-preview"
        style={
          readable
            ? { background: primary, color: readableTextOn(primary) ?? undefined }
            : undefined
        }
      >
        {name.trim() || t('look.clubName')}
      </div>
      {contrasts.length > 0 && (
        <ul className={styles.ratios} aria-label={t('look.contrasts')}>
          {contrasts.map((contrast) => (
            <li key={contrast.label}>
              {fieldMessage(contrast.label)}:{' '}
              <strong>{contrast.ratio === null ? '?' : formatContrast(contrast.ratio)}</strong>{' '}
              {contrast.passes ? t('look.passesAA') : t('look.belowAA')}
            </li>
          ))}
        </ul>
      )}
    </figure>
  );
}
