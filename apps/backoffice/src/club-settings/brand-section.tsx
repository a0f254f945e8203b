import { fieldErrorsIn } from '@touchline/api-client';
import type { ClubBrandSettings, ClubLook } from '@touchline/contracts';
import { useFieldMessage } from '@touchline/i18n';
import { useNotify } from '@touchline/notifications';
import { useServerRead } from '@touchline/store/server-data';
import { FormField, SkeletonLines, visibleFieldError } from '@touchline/ui';
import {
  BANNER_TEXT_MAX_LENGTH,
  BANNER_TITLE_MAX_LENGTH,
  BRAND_LINK_MAX_LENGTH,
} from '@touchline/validators';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { useMemo } from 'react';
import { Field, Form } from 'react-final-form';
import { useClubSettingsCalls } from '../api/use-club-settings-calls';
import { CheckboxField, keepText, SaveActions } from '../form-fields/form-fields';
import { useBackofficeT } from '../messages/backoffice-messages';
import { BrandImageField } from './brand-image-field';
import { BannerPreview, LogoPreview, SocialPreview } from './brand-previews';
import styles from './brand-section.module.css';
import card from './settings-card.module.css';
import { BANNER_LINK_KINDS, bannerLinkLabel, socialHint, socialLabel } from './brand-texts';
import { clubBrandRead, NO_ARGS } from './club-settings-reads';
import {
  bannerOf,
  brandBody,
  brandFieldErrors,
  brandRules,
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

/** A field's message: a rule's (shared with the API) or the API's, in the page's language. */
function useFieldError() {
  const fieldMessage = useFieldMessage();
  return (meta: Parameters<typeof visibleFieldError>[0]) => fieldMessage(visibleFieldError(meta));
}

/**
 * The club's logo, home banner and social links, each with a preview of where the site shows
 * it; pictures go through the back office's image upload.
 */
export function BrandSection({ onSaved }: { onSaved: () => void }) {
  const t = useBackofficeT();
  const calls = useClubSettingsCalls();
  const notify = useNotify();
  const { read, replace } = useServerRead(clubBrandRead, NO_ARGS, {
    notifyFailure: true,
    failureText: t('brand.loadFailed'),
  });
  // The form starts from the brand as it is now: a kept answer shows as loading until it is read
  // afresh.
  const loading = read.state === 'loaded' && read.refreshing ? { state: 'loading' as const } : read;

  const save = async (values: BrandValues): Promise<SubmissionErrors | undefined> => {
    try {
      const brand = await calls.saveClubBrand(brandBody(values));
      if (read.state === 'loaded') replace({ ...read.value, brand });
      notify.success(t('brand.saved'));
      onSaved();
      return undefined;
    } catch (error) {
      const message = notify.apiError(error);
      return { ...brandFieldErrors(fieldErrorsIn(error)), [FORM_ERROR]: message };
    }
  };

  return (
    <section className={styles.section} aria-labelledby="brand-title">
      <h2 id="brand-title">{t('brand.title')}</h2>
      {loading.state === 'loading' && <SkeletonLines count={5} label={t('settings.loading')} />}
      {loading.state === 'failed' && <p>{t('brand.loadFailed')}</p>}
      {loading.state === 'loaded' && <BrandForm loaded={loading.value} onSave={save} />}
    </section>
  );
}

interface BrandFormProps {
  loaded: Loaded;
  onSave: (values: BrandValues) => Promise<SubmissionErrors | undefined>;
}

function BrandForm({ loaded, onSave }: BrandFormProps) {
  const t = useBackofficeT();
  const rules = useMemo(() => brandRules(t), [t]);
  const { look } = loaded;
  return (
    <Form<BrandValues>
      initialValues={brandValues(loaded.brand)}
      initialValuesEqual={(a, b) => JSON.stringify(a) === JSON.stringify(b)}
      validate={rules}
      onSubmit={onSave}
      render={({ handleSubmit, submitting, values, dirty, hasValidationErrors, submitFailed }) => (
        <form className={styles.form} onSubmit={handleSubmit} noValidate>
          <BrandImageField
            name="logo_image"
            legend={t('brand.logo')}
            purpose="logo"
            texts={{
              upload: t('brand.uploadLogo'),
              change: t('brand.changeLogo'),
              remove: t('brand.removeLogo'),
            }}
          >
            <LogoPreview logo={values.logo_image} clubName={look.name} colors={look.colors} />
          </BrandImageField>

          <fieldset className={card.group}>
            <legend>{t('brand.banner')}</legend>
            <BrandImageField
              name="layout_image"
              legend={t('brand.bannerPicture')}
              purpose="banner"
              texts={{
                upload: t('brand.uploadPicture'),
                change: t('brand.changePicture'),
                remove: t('brand.removePicture'),
              }}
            >
              {!values.layout_image && <p className={styles.empty}>{t('brand.noPicture')}</p>}
            </BrandImageField>
            <CheckboxField
              name="banner_shown"
              label={t('brand.bannerShown')}
              className={styles.choice}
            />
            {values.banner_shown && <BannerFields link={values.banner_link} />}
            <BannerPreview
              picture={values.layout_image}
              banner={bannerOf(values)}
              colors={look.colors}
            />
          </fieldset>

          <fieldset className={card.group}>
            <legend>{t('brand.social')}</legend>
            <p className={styles.hint}>{t('brand.socialHint')}</p>
            {NETWORKS.map((network) => (
              <AddressField
                key={network}
                name={network}
                label={socialLabel(t, network)}
                hint={socialHint(t, network)}
                kind="url"
                autoComplete="off"
              />
            ))}
            <SocialPreview values={values} colors={look.colors} />
          </fieldset>

          {submitFailed && hasValidationErrors && (
            <p className={styles.formError} role="alert">
              {t('brand.hasErrors')}
            </p>
          )}
          <SaveActions
            label={t('brand.save')}
            unsaved={Boolean(dirty) && !submitting}
            submitting={Boolean(submitting)}
            className={styles.actions}
          />
        </form>
      )}
    />
  );
}

/** The banner's title, text and link: one address field, for the kind of link chosen. */
function BannerFields({ link }: { link: BannerLinkKind }) {
  const t = useBackofficeT();
  const fieldError = useFieldError();
  return (
    <>
      <Field<string> name="banner_title" parse={keepText}>
        {({ input, meta }) => (
          <FormField label={t('brand.bannerTitle')} required error={fieldError(meta)}>
            {(control) => (
              <input {...input} {...control} type="text" maxLength={BANNER_TITLE_MAX_LENGTH} />
            )}
          </FormField>
        )}
      </Field>
      <Field<string> name="banner_text" parse={keepText}>
        {({ input, meta }) => (
          <FormField label={t('brand.bannerText')} error={fieldError(meta)}>
            {(control) => (
              <textarea {...input} {...control} rows={3} maxLength={BANNER_TEXT_MAX_LENGTH} />
            )}
          </FormField>
        )}
      </Field>
      <fieldset className={`${card.group} ${card.nested}`}>
        <legend>{t('brand.bannerLink')}</legend>
        {BANNER_LINK_KINDS.map((kind) => (
          <Field<string> key={kind} name="banner_link" type="radio" value={kind}>
            {({ input }) => (
              <label className={styles.choice}>
                <input {...input} type="radio" />
                {bannerLinkLabel(t, kind)}
              </label>
            )}
          </Field>
        ))}
      </fieldset>
      {link === 'page' && (
        <AddressField
          name="banner_page"
          label={t('brand.pageAddress')}
          hint={t('brand.pageHint')}
          kind="text"
          required
        />
      )}
      {link === 'outside' && (
        <AddressField
          name="banner_outside"
          label={t('brand.outsideAddress')}
          hint={t('brand.outsideHint')}
          kind="url"
          required
        />
      )}
    </>
  );
}

interface AddressFieldProps {
  name: string;
  label: string;
  hint: string;
  /** `text`: a page of the club's site, as typed; `url`: a full address. */
  kind: 'text' | 'url';
  required?: boolean;
  autoComplete?: string;
}

/** A link's address: the social links' and the banner's. */
function AddressField({ name, label, hint, kind, required, autoComplete }: AddressFieldProps) {
  const fieldError = useFieldError();
  return (
    <Field<string> name={name} parse={keepText}>
      {({ input, meta }) => (
        <FormField label={label} hint={hint} required={required} error={fieldError(meta)}>
          {(control) => (
            <input
              {...input}
              {...control}
              type={kind}
              inputMode={kind === 'url' ? 'url' : undefined}
              autoComplete={autoComplete}
              spellCheck={false}
              maxLength={BRAND_LINK_MAX_LENGTH}
            />
          )}
        </FormField>
      )}
    </Field>
  );
}
