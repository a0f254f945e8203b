import { ApiError, fieldErrorsOf } from '@touchline/api-client';
import type { BackofficeSponsor, SponsorBody, SponsorLogo } from '@touchline/contracts';
import { useNotify } from '@touchline/notifications';
import { checkImageFile, EDITOR_IMAGE_TYPES, IMAGE_NOT_ADDED } from '@touchline/rich-text';
import { Button, FormField, useDialogs, useUnsavedChangesGuard } from '@touchline/ui';
import { sponsorErrors, type SponsorFieldErrors } from '@touchline/validators';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useBackofficeCalls } from '../api/use-backoffice-calls';
import { useClubSettingsCalls } from '../api/use-club-settings-calls';
import styles from './club-settings.module.css';
import own from './sponsors.module.css';
import {
  ADD_FORM_TITLE,
  CANCEL,
  CHANGE_LOGO,
  DISCARD_QUESTION,
  editFormTitle,
  FEATURED_LABEL,
  LINK_HINT,
  LINK_LABEL,
  LOGO_HINT,
  LOGO_LEGEND,
  logoPreviewAlt,
  NAME_LABEL,
  NO_LOGO_NOTE,
  REMOVE_LOGO,
  SAVE_SPONSOR,
  SPONSOR_HAS_ERRORS,
  UPLOAD_LOGO,
} from './sponsor-texts';

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
  const calls = useClubSettingsCalls();
  const uploads = useBackofficeCalls();
  const notify = useNotify();
  const dialogs = useDialogs();
  const id = useId();
  const nameInput = useRef<HTMLInputElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [initial] = useState(() => draftOf(sponsor));
  const [draft, setDraft] = useState(initial);
  const [tried, setTried] = useState(false);
  const [refused, setRefused] = useState<Problems>({});
  const [logoProblem, setLogoProblem] = useState<string>();
  const [uploading, setUploading] = useState(false);
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

  const upload = async (file: File) => {
    setLogoProblem(undefined);
    const check = await checkImageFile(file);
    if (!check.ok) {
      setLogoProblem(check.message);
      return;
    }
    setUploading(true);
    try {
      const stored = await uploads.uploadImage(file, { type: 'sponsor' });
      change({ image: { filepath: stored.file_path, filename: file.name } });
    } catch (failure) {
      setLogoProblem(
        failure instanceof ApiError && (failure.status === 422 || failure.status === 413)
          ? failure.message
          : IMAGE_NOT_ADDED,
      );
    } finally {
      setUploading(false);
    }
  };

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
    if (!dirty || (await dialogs.confirm({ ...DISCARD_QUESTION, confirmVariant: 'danger' }))) {
      onCancel();
    }
  };

  const title = sponsor ? editFormTitle(sponsor.name) : ADD_FORM_TITLE;
  const hasProblems = Boolean(problems.name || problems.link || problems.image);

  return (
    <form
      className={own.form}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <h3 id={`${id}-title`}>{title}</h3>
      <FormField label={NAME_LABEL} error={problems.name} required id={`${id}-name`}>
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
      <FormField label={LINK_LABEL} hint={LINK_HINT} error={problems.link} id={`${id}-link`}>
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
        className={own.logo}
        aria-describedby={[`${id}-logo-hint`, problems.image ? `${id}-logo-error` : '']
          .filter(Boolean)
          .join(' ')}
      >
        <legend>{LOGO_LEGEND}</legend>
        {draft.image ? (
          <img
            className={own.logoPreview}
            src={draft.image.filepath}
            alt={logoPreviewAlt(draft.name.trim())}
          />
        ) : (
          <p className={own.note}>{NO_LOGO_NOTE}</p>
        )}
        <p id={`${id}-logo-hint`} className={own.hint}>
          {LOGO_HINT}
        </p>
        <div className={styles.itemActions}>
          <Button variant="outline" loading={uploading} onClick={() => fileInput.current?.click()}>
            {draft.image ? CHANGE_LOGO : UPLOAD_LOGO}
          </Button>
          {draft.image && (
            <Button variant="text" onClick={() => change({ image: null })}>
              {REMOVE_LOGO}
            </Button>
          )}
          <input
            ref={fileInput}
            type="file"
            hidden
            accept={EDITOR_IMAGE_TYPES.join(',')}
            data-testid="sponsor-logo-input"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void upload(file);
            }}
          />
        </div>
        {problems.image && (
          <p id={`${id}-logo-error`} className={styles.formError}>
            {problems.image}
          </p>
        )}
      </fieldset>
      <label className={styles.choice}>
        <input
          type="checkbox"
          checked={draft.featured}
          onChange={(event) => change({ featured: event.target.checked })}
        />
        {FEATURED_LABEL}
      </label>
      {tried && hasProblems && (
        <p className={styles.formError} role="alert">
          {SPONSOR_HAS_ERRORS}
        </p>
      )}
      <div className={styles.itemActions}>
        <Button type="submit" loading={saving} aria-disabled={uploading || undefined}>
          {SAVE_SPONSOR}
        </Button>
        <Button variant="secondary" onClick={() => void cancel()}>
          {CANCEL}
        </Button>
        {guard.dialog}
      </div>
    </form>
  );
}
