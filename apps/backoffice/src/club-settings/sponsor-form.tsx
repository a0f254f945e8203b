import { fieldErrorsOf } from '@touchline/api-client';
import type { BackofficeSponsor, SponsorBody, SponsorLogo } from '@touchline/contracts';
import { useFieldMessage } from '@touchline/i18n';
import { useNotify } from '@touchline/notifications';
import { Button, FormField, useDialogs, useUnsavedChangesGuard } from '@touchline/ui';
import { sponsorErrors, type SponsorFieldErrors } from '@touchline/validators';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useClubSettingsCalls } from '../api/use-club-settings-calls';
import { ImageUploadButtons, useImageUpload } from '../images/image-upload';
import { useBackofficeT } from '../messages/backoffice-messages';
import styles from './club-settings.module.css';
import card from './settings-card.module.css';
import own from './sponsors.module.css';

interface Draft {
  name: string;
  link: string;
  image: SponsorLogo | null;
  featured: boolean;
}

type Problems = SponsorFieldErrors & { image?: string };

const draftOf = (sponsor: BackofficeSponsor | null): Draft => ({
  name: sponsor?.name ?? '',
  link: sponsor?.link ?? '',
  image: sponsor?.image ?? null,
  featured: sponsor?.featured ?? false,
});

const bodyOf = (draft: Draft): SponsorBody => ({
  name: draft.name.trim(),
  link: draft.link.trim() || null,
  image: draft.image,
  featured: draft.featured,
});

export interface SponsorFormProps {
  /** The sponsor to edit; null to add one. */
  sponsor: BackofficeSponsor | null;
  onSaved: (saved: BackofficeSponsor) => void;
  onCancel: () => void;
}

/**
 * Adds or edits one sponsor: the name, the link, the logo (uploaded through the back office's
 * image upload, as the news editor's pictures are) and whether it is featured.
 */
export function SponsorForm({ sponsor, onSaved, onCancel }: SponsorFormProps) {
  const t = useBackofficeT();
  // The rules' and the upload check's messages (shared with the API) in the page's language.
  const fieldMessage = useFieldMessage();
  const calls = useClubSettingsCalls();
  const notify = useNotify();
  const dialogs = useDialogs();
  const id = useId();
  const nameInput = useRef<HTMLInputElement>(null);
  const [initial] = useState(() => draftOf(sponsor));
  const [draft, setDraft] = useState(initial);
  const [tried, setTried] = useState(false);
  const [refused, setRefused] = useState<Problems>({});
  const [logoProblem, setLogoProblem] = useState<string>();
  const [saving, setSaving] = useState(false);
  const dirty = JSON.stringify(bodyOf(draft)) !== JSON.stringify(bodyOf(initial));
  const guard = useUnsavedChangesGuard(dirty && !saving);

  useEffect(() => nameInput.current?.focus(), []);

  const change = (edit: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...edit }));
    setRefused({});
  };

  const problems: Problems = {
    ...(tried ? sponsorErrors({ name: draft.name, link: draft.link }) : {}),
    ...refused,
    ...(logoProblem ? { image: logoProblem } : {}),
  };

  const { uploading, upload } = useImageUpload('sponsor', {
    onStored: (stored, file) =>
      change({ image: { filepath: stored.file_path, filename: file.name } }),
    onRefused: setLogoProblem,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    const found = sponsorErrors({ name: draft.name, link: draft.link });
    if (found.name || found.link) {
      (found.name ? nameInput.current : document.getElementById(`${id}-link`))?.focus();
      return;
    }
    setSaving(true);
    try {
      const body = bodyOf(draft);
      const saved = sponsor
        ? await calls.saveClubSponsor(sponsor.id, body)
        : await calls.addClubSponsor(body);
      onSaved(saved);
    } catch (error) {
      const fields = fieldErrorsOf(error, ['name', 'link', 'image']);
      if (Object.keys(fields).length > 0) setRefused(fields);
      else notify.apiError(error);
      setSaving(false);
    }
  };

  const cancel = async () => {
    const discard =
      !dirty ||
      (await dialogs.confirm({
        title: t('sponsors.discardTitle'),
        message: t('sponsors.discardMessage'),
        confirmLabel: t('sponsors.discardConfirm'),
        cancelLabel: t('sponsors.keepEditing'),
        confirmVariant: 'danger',
      }));
    if (discard) {
      onCancel();
    }
  };

  const title = sponsor
    ? t('sponsors.editFormTitle', { name: sponsor.name })
    : t('sponsors.addFormTitle');
  const named = draft.name.trim();
  const hasProblems = Boolean(problems.name || problems.link || problems.image);

  return (
    <form
      className={own.form}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <h3 id={`${id}-title`}>{title}</h3>
      <FormField
        label={t('sponsors.name')}
        error={fieldMessage(problems.name)}
        required
        id={`${id}-name`}
      >
        {(control) => (
          <input
            {...control}
            ref={nameInput}
            type="text"
            autoComplete="off"
            value={draft.name}
            onChange={(event) => change({ name: event.target.value })}
          />
        )}
      </FormField>
      <FormField
        label={t('sponsors.link')}
        hint={t('sponsors.linkHint')}
        error={fieldMessage(problems.link)}
        id={`${id}-link`}
      >
        {(control) => (
          <input
            {...control}
            type="url"
            inputMode="url"
            autoComplete="url"
            value={draft.link}
            onChange={(event) => change({ link: event.target.value })}
          />
        )}
      </FormField>
      <fieldset
        className={card.group}
        aria-describedby={[`${id}-logo-hint`, problems.image ? `${id}-logo-error` : '']
          .filter(Boolean)
          .join(' ')}
      >
        <legend>{t('sponsors.logo')}</legend>
        {draft.image ? (
          <img
            className={own.logoPreview}
            src={draft.image.filepath}
            alt={named ? t('sponsors.logoAlt', { name: named }) : t('sponsors.logoAltUnnamed')}
          />
        ) : (
          <p className={own.note}>{t('sponsors.noLogoNote')}</p>
        )}
        <p id={`${id}-logo-hint`} className={own.hint}>
          {t('sponsors.logoHint')}
        </p>
        <ImageUploadButtons
          className={styles.itemActions}
          hasImage={Boolean(draft.image)}
          uploading={uploading}
          texts={{
            upload: t('sponsors.uploadLogo'),
            change: t('sponsors.changeLogo'),
            remove: t('sponsors.removeLogo'),
          }}
          testId="sponsor-logo-input"
          onFile={(file) => {
            setLogoProblem(undefined);
            void upload(file);
          }}
          onRemove={() => change({ image: null })}
        />
        {problems.image && (
          <p id={`${id}-logo-error`} className={styles.formError}>
            {fieldMessage(problems.image)}
          </p>
        )}
      </fieldset>
      <label className={styles.choice}>
        <input
          type="checkbox"
          checked={draft.featured}
          onChange={(event) => change({ featured: event.target.checked })}
        />
        {t('sponsors.featuredLabel')}
      </label>
      {tried && hasProblems && (
        <p className={styles.formError} role="alert">
          {t('sponsors.hasErrors')}
        </p>
      )}
      <div className={styles.itemActions}>
        <Button type="submit" loading={saving} aria-disabled={uploading || undefined}>
          {t('sponsors.save')}
        </Button>
        <Button variant="secondary" onClick={() => void cancel()}>
          {t('sponsors.cancel')}
        </Button>
        {guard.dialog}
      </div>
    </form>
  );
}
