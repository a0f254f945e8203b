import { fieldErrorsIn, isAbortError } from '@touchline/api-client';
import type { ClubBrandSettings, ClubLook } from '@touchline/contracts';
import { useNotify } from '@touchline/notifications';
import {
  Button,
  FormField,
  SkeletonLines,
  useUnsavedChangesGuard,
  visibleFieldError,
} from '@touchline/ui';
import {
  BANNER_TEXT_MAX_LENGTH,
  BANNER_TITLE_MAX_LENGTH,
  BRAND_LINK_MAX_LENGTH,
} from '@touchline/validators';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { useEffect, useState } from 'react';
import { Field, Form } from 'react-final-form';
import { useClubSettingsCalls } from '../api/use-club-settings-calls';
import { BrandImageField } from './brand-image-field';
import { BannerPreview, LogoPreview, SocialPreview } from './brand-previews';
import styles from './brand-section.module.css';
import {
  BANNER_LEGEND,
  BANNER_LINK_LABELS,
  BANNER_LINK_LEGEND,
  BANNER_OUTSIDE_HINT,
  BANNER_OUTSIDE_LABEL,
  BANNER_PAGE_HINT,
  BANNER_PAGE_LABEL,
  BANNER_PICTURE,
  BANNER_SHOWN,
  BANNER_TEXT_LABEL,
  BANNER_TITLE_LABEL,
  BRAND_HAS_ERRORS,
  BRAND_LOAD_FAILED,
  BRAND_SAVED,
  BRAND_TITLE,
  CHANGE_LOGO,
  CHANGE_PICTURE,
  LOGO_LEGEND,
  NO_PICTURE,
  REMOVE_LOGO,
  REMOVE_PICTURE,
  SAVE_BRAND,
  SOCIAL_HINT,
  SOCIAL_LEGEND,
  socialHint,
  socialLabel,
  UPLOAD_LOGO,
  UPLOAD_PICTURE,
} from './brand-texts';
import {
  bannerOf,
  BRAND_RULES,
  brandBody,
  brandFieldErrors,
  brandValues,
  NETWORKS,
  type BannerLinkKind,
  type BrandValues,
} from './brand-values';

interface Loaded {
  brand: ClubBrandSettings;
  /** The club's name and colours, for the previews. */
  look: ClubLook;
}

type Loading = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; value: Loaded };

/** Text fields keep '' when emptied, as the loaded values do. */
const keepText = (value: string | undefined) => value ?? '';
const LINK_KINDS = Object.keys(BANNER_LINK_LABELS) as BannerLinkKind[];

/**
 * The club's logo, home banner and social links, each with a preview of where the site shows
 * it; pictures go through the back office's image upload.
 */
export function BrandSection({ onSaved }: { onSaved: () => void }) {
  const calls = useClubSettingsCalls();
  const notify = useNotify();
  const [loading, setLoading] = useState<Loading>({ state: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    const options = { signal: controller.signal };
    Promise.all([calls.getClubBrand({}, options), calls.getClubLook({}, options)])
      .then(([brand, look]) => setLoading({ state: 'ready', value: { brand, look } }))
      .catch((error: unknown) => {
        if (isAbortError(error) || controller.signal.aborted) return;
        setLoading({ state: 'failed' });
        notify.apiError(error, BRAND_LOAD_FAILED);
      });
    return () => controller.abort();
  }, [calls, notify]);

  const save = async (values: BrandValues): Promise<SubmissionErrors | undefined> => {
    try {
      const brand = await calls.saveClubBrand(brandBody(values));
      setLoading((current) =>
        current.state === 'ready'
          ? { state: 'ready', value: { ...current.value, brand } }
          : current,
      );
      notify.success(BRAND_SAVED);
      onSaved();
      return undefined;
    } catch (error) {
      const message = notify.apiError(error);
      return { ...brandFieldErrors(fieldErrorsIn(error)), [FORM_ERROR]: message };
    }
  };

  return (
    <section className={styles.section} aria-labelledby="brand-title">
      <h2 id="brand-title">{BRAND_TITLE}</h2>
      {loading.state === 'loading' && <SkeletonLines count={5} />}
      {loading.state === 'failed' && <p>{BRAND_LOAD_FAILED}</p>}
      {loading.state === 'ready' && <BrandForm loaded={loading.value} onSave={save} />}
    </section>
  );
}

interface BrandFormProps {
  loaded: Loaded;
  onSave: (values: BrandValues) => Promise<SubmissionErrors | undefined>;
}

function BrandForm({ loaded, onSave }: BrandFormProps) {
  const { look } = loaded;
  return (
    <Form<BrandValues>
      initialValues={brandValues(loaded.brand)}
      initialValuesEqual={(a, b) => JSON.stringify(a) === JSON.stringify(b)}
      validate={BRAND_RULES}
      onSubmit={onSave}
      render={({ handleSubmit, submitting, values, dirty, hasValidationErrors, submitFailed }) => (
        <form className={styles.form} onSubmit={handleSubmit} noValidate>
          <Field<string | null> name="logo_image">
            {({ input, meta }) => (
              <BrandImageField
                legend={LOGO_LEGEND}
                value={input.value || null}
                onChange={input.onChange}
                purpose="logo"
                texts={{ upload: UPLOAD_LOGO, change: CHANGE_LOGO, remove: REMOVE_LOGO }}
                error={visibleFieldError(meta)}
              >
                <LogoPreview logo={values.logo_image} clubName={look.name} colors={look.colors} />
              </BrandImageField>
            )}
          </Field>

          <fieldset className={styles.group}>
            <legend>{BANNER_LEGEND}</legend>
            <Field<string | null> name="layout_image">
              {({ input, meta }) => (
                <BrandImageField
                  legend={BANNER_PICTURE}
                  value={input.value || null}
                  onChange={input.onChange}
                  purpose="banner"
                  texts={{ upload: UPLOAD_PICTURE, change: CHANGE_PICTURE, remove: REMOVE_PICTURE }}
                  error={visibleFieldError(meta)}
                >
                  {!values.layout_image && <p className={styles.empty}>{NO_PICTURE}</p>}
                </BrandImageField>
              )}
            </Field>
            <Field<boolean> name="banner_shown" type="checkbox">
              {({ input }) => (
                <label className={styles.choice}>
                  <input
                    type="checkbox"
                    name={input.name}
                    checked={Boolean(input.checked)}
                    onChange={input.onChange}
                    onBlur={input.onBlur}
                    onFocus={input.onFocus}
                  />
                  {BANNER_SHOWN}
                </label>
              )}
            </Field>
            {values.banner_shown && <BannerFields link={values.banner_link} />}
            <BannerPreview
              picture={values.layout_image}
              banner={bannerOf(values)}
              colors={look.colors}
            />
          </fieldset>

          <fieldset className={styles.group}>
            <legend>{SOCIAL_LEGEND}</legend>
            <p className={styles.hint}>{SOCIAL_HINT}</p>
            {NETWORKS.map((network) => (
              <Field<string> key={network} name={network} parse={keepText}>
                {({ input, meta }) => (
                  <FormField
                    label={socialLabel(network)}
                    hint={socialHint(network)}
                    error={visibleFieldError(meta)}
                  >
                    {(control) => (
                      <input
                        {...input}
                        {...control}
                        type="url"
                        inputMode="url"
                        autoComplete="off"
                        spellCheck={false}
                        maxLength={BRAND_LINK_MAX_LENGTH}
                      />
                    )}
                  </FormField>
                )}
              </Field>
            ))}
            <SocialPreview values={values} colors={look.colors} />
          </fieldset>

          {submitFailed && hasValidationErrors && (
            <p className={styles.formError} role="alert">
              {BRAND_HAS_ERRORS}
            </p>
          )}
          <SaveActions unsaved={Boolean(dirty)} submitting={Boolean(submitting)} />
        </form>
      )}
    />
  );
}

/** The banner's title, text and link: one address field, for the kind of link chosen. */
function BannerFields({ link }: { link: BannerLinkKind }) {
  return (
    <>
      <Field<string> name="banner_title" parse={keepText}>
        {({ input, meta }) => (
          <FormField label={BANNER_TITLE_LABEL} required error={visibleFieldError(meta)}>
            {(control) => (
              <input {...input} {...control} type="text" maxLength={BANNER_TITLE_MAX_LENGTH} />
            )}
          </FormField>
        )}
      </Field>
      <Field<string> name="banner_text" parse={keepText}>
        {({ input, meta }) => (
          <FormField label={BANNER_TEXT_LABEL} error={visibleFieldError(meta)}>
            {(control) => (
              <textarea {...input} {...control} rows={3} maxLength={BANNER_TEXT_MAX_LENGTH} />
            )}
          </FormField>
        )}
      </Field>
      <fieldset className={styles.linkKinds}>
        <legend>{BANNER_LINK_LEGEND}</legend>
        {LINK_KINDS.map((kind) => (
          <Field<string> key={kind} name="banner_link" type="radio" value={kind}>
            {({ input }) => (
              <label className={styles.choice}>
                <input {...input} type="radio" />
                {BANNER_LINK_LABELS[kind]}
              </label>
            )}
          </Field>
        ))}
      </fieldset>
      {link === 'page' && (
        <Field<string> name="banner_page" parse={keepText}>
          {({ input, meta }) => (
            <FormField
              label={BANNER_PAGE_LABEL}
              hint={BANNER_PAGE_HINT}
              required
              error={visibleFieldError(meta)}
            >
              {(control) => (
                <input
                  {...input}
                  {...control}
                  type="text"
                  spellCheck={false}
                  maxLength={BRAND_LINK_MAX_LENGTH}
                />
              )}
            </FormField>
          )}
        </Field>
      )}
      {link === 'outside' && (
        <Field<string> name="banner_outside" parse={keepText}>
          {({ input, meta }) => (
            <FormField
              label={BANNER_OUTSIDE_LABEL}
              hint={BANNER_OUTSIDE_HINT}
              required
              error={visibleFieldError(meta)}
            >
              {(control) => (
                <input
                  {...input}
                  {...control}
                  type="url"
                  inputMode="url"
                  spellCheck={false}
                  maxLength={BRAND_LINK_MAX_LENGTH}
                />
              )}
            </FormField>
          )}
        </Field>
      )}
    </>
  );
}

function SaveActions({ unsaved, submitting }: { unsaved: boolean; submitting: boolean }) {
  const guard = useUnsavedChangesGuard(unsaved && !submitting);
  return (
    <div className={styles.actions}>
      <Button type="submit" loading={submitting}>
        {SAVE_BRAND}
      </Button>
      {guard.dialog}
    </div>
  );
}
