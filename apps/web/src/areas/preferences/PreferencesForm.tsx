import { CheckOutlined, CloudSyncOutlined, ExclamationCircleOutlined, LoadingOutlined } from '@ant-design/icons';
import { HEX_COLOR_PATTERN, MenuStyle, PICTURE_URL_PATTERN } from '@takt/contracts';
import {
  Button,
  ColorPicker,
  Divider,
  Image,
  Input,
  Popconfirm,
  Radio,
  Segmented,
  Select,
  Space,
  Switch,
  Tooltip,
  Typography,
} from 'antd';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { enterpriseTimeZone, timeZoneLabel } from '../../app/time';
import { savePreferences } from './api';
import styles from './PreferencesForm.module.css';
import { changePreferences, retrySave, useSaveStatus } from './save';
import {
  type ClientPreferences,
  DEFAULT_PREFERENCES,
  setPreferences,
  THEME_COLOR_PRESETS,
  usePreferences,
} from './store';

interface PreferencesFormProps {
  /** The drawer's narrow single column; the clientTheme page uses two. */
  compact?: boolean;
}

/**
 * The user's preferences (spec 000 §3), shared by the settings drawer and
 * /account/settings/clientTheme. Every change applies at once and is saved on the server a
 * moment later (save.ts); the footer says whether it was.
 */
export function PreferencesForm({ compact = false }: PreferencesFormProps) {
  const { t } = useTranslation();
  const prefs = usePreferences();
  const change = (patch: Partial<ClientPreferences>) => changePreferences(patch);
  const top = prefs.layout === 'topmenu';

  const style = (
    <Section title={t('preferences.sections.style')}>
      <Row label={t('preferences.theme.label')}>
        <Segmented
          size="small"
          value={prefs.theme}
          onChange={(value) => change({ theme: value as ClientPreferences['theme'] })}
          options={[
            { value: 'light', label: <span data-testid="pref-theme-light">{t('preferences.theme.light')}</span> },
            { value: 'dark', label: <span data-testid="pref-theme-dark">{t('preferences.theme.dark')}</span> },
          ]}
        />
      </Row>
      <Row label={t('preferences.menuStyle.label')}>
        <Segmented
          size="small"
          value={prefs.menuStyle}
          disabled={prefs.theme === 'dark'}
          onChange={(value) => change({ menuStyle: value as ClientPreferences['menuStyle'] })}
          options={[
            {
              value: MenuStyle.DARK,
              label: <span data-testid="pref-menu-dark">{t('preferences.menuStyle.dark')}</span>,
            },
            {
              value: MenuStyle.LIGHT,
              label: <span data-testid="pref-menu-light">{t('preferences.menuStyle.light')}</span>,
            },
          ]}
        />
      </Row>
    </Section>
  );

  const colour = (
    <Section title={t('preferences.sections.themeColor')}>
      <div className={styles.swatches}>
        {THEME_COLOR_PRESETS.map((preset) => {
          const selected = prefs.themeColor.toUpperCase() === preset.color.toUpperCase();
          const name = t(`preferences.colors.${preset.key}`);
          return (
            <Tooltip key={preset.key} title={name}>
              <button
                type="button"
                aria-pressed={selected}
                aria-label={name}
                className={styles.swatch}
                style={{ background: preset.color }}
                onClick={() => change({ themeColor: preset.color })}
                data-testid={`pref-color-${preset.key}`}
              >
                {selected && <CheckOutlined />}
              </button>
            </Tooltip>
          );
        })}
        <Tooltip title={t('preferences.colors.custom')}>
          <ColorPicker
            size="small"
            disabledAlpha
            value={prefs.themeColor}
            onChangeComplete={(value) => {
              const hex = value.toHexString().toUpperCase();
              if (HEX_COLOR_PATTERN.test(hex)) change({ themeColor: hex });
            }}
            data-testid="pref-color-custom"
          />
        </Tooltip>
      </div>
    </Section>
  );

  const navigation = (
    <Section title={t('preferences.sections.navigation')}>
      <div className={styles.layouts}>
        {(['sidemenu', 'topmenu'] as const).map((layout) => (
          <button
            key={layout}
            type="button"
            className={`${styles.layoutCard} ${prefs.layout === layout ? styles.layoutCardActive : ''}`}
            aria-pressed={prefs.layout === layout}
            onClick={() => change({ layout })}
            data-testid={`pref-layout-${layout}`}
          >
            <LayoutPicture layout={layout} dark={prefs.menuStyle === MenuStyle.DARK} />
            <span>{t(`preferences.layout.${layout}`)}</span>
          </button>
        ))}
      </div>
      <Row label={t('preferences.contentWidth.label')} hint={top ? undefined : t('preferences.contentWidth.onlyTop')}>
        <Segmented
          size="small"
          value={prefs.contentWidth}
          disabled={!top}
          onChange={(value) => change({ contentWidth: value as ClientPreferences['contentWidth'] })}
          options={[
            {
              value: 'Fluid',
              label: <span data-testid="pref-content-fluid">{t('preferences.contentWidth.Fluid')}</span>,
            },
            {
              value: 'Fixed',
              label: <span data-testid="pref-content-fixed">{t('preferences.contentWidth.Fixed')}</span>,
            },
          ]}
        />
      </Row>
      <SwitchRow
        label={t('preferences.fixedAppBar')}
        checked={prefs.isFixedAppBar}
        onChange={(isFixedAppBar) => change({ isFixedAppBar })}
        testId="pref-fixed-app-bar"
      />
      <SwitchRow
        label={t('preferences.fixedSidebar')}
        hint={top ? t('preferences.fixedSidebarHint') : undefined}
        checked={prefs.fixedSidebar}
        disabled={top}
        onChange={(fixedSidebar) => change({ fixedSidebar })}
        testId="pref-fixed-sidebar"
      />
      <SwitchRow
        label={t('preferences.autoHideHeader')}
        hint={prefs.isFixedAppBar ? undefined : t('preferences.autoHideHeaderHint')}
        checked={prefs.autoHideHeader}
        disabled={!prefs.isFixedAppBar}
        onChange={(autoHideHeader) => change({ autoHideHeader })}
        testId="pref-auto-hide-header"
      />
    </Section>
  );

  const content = (
    <Section title={t('preferences.sections.content')}>
      <SwitchRow
        label={t('preferences.tabs')}
        checked={prefs.isEnableTabs}
        onChange={(isEnableTabs) => change({ isEnableTabs })}
        testId="pref-tabs"
      />
      <SwitchRow
        label={t('preferences.breadcrumbs')}
        checked={prefs.showBreadcrumb}
        onChange={(showBreadcrumb) => change({ showBreadcrumb })}
        testId="pref-breadcrumbs"
      />
      <SwitchRow
        label={t('preferences.colorWeak')}
        checked={prefs.colorWeak}
        onChange={(colorWeak) => change({ colorWeak })}
        testId="pref-color-weak"
      />
    </Section>
  );

  const home = (
    <Section title={t('preferences.sections.home')}>
      <Row label={t('preferences.homeMode.label')} vertical>
        <Radio.Group
          value={prefs.homeMode ?? ''}
          onChange={(event) => change({ homeMode: (event.target.value as string) || null })}
          data-testid="pref-home-mode"
        >
          <Radio value="">{t('preferences.homeMode.enterprise')}</Radio>
          <Radio value="console">{t('preferences.homeMode.console')}</Radio>
          <Radio value="picture">{t('preferences.homeMode.picture')}</Radio>
        </Radio.Group>
      </Row>
      <HomePictureField value={prefs.homePicture} onSave={(homePicture) => change({ homePicture })} />
    </Section>
  );

  const time = (
    <Section title={t('preferences.timeZone.section')}>
      <TimeZoneField value={prefs.timeZone} />
    </Section>
  );

  return (
    <div className={compact ? styles.compact : styles.wide} data-testid="preferences-form">
      {compact ? (
        <>
          {style}
          {colour}
          {navigation}
          {content}
          {home}
          {time}
        </>
      ) : (
        <div className={styles.columns}>
          <div>
            {style}
            {colour}
            {home}
          </div>
          <div>
            {navigation}
            {content}
            {time}
          </div>
        </div>
      )}
      <Divider style={{ margin: '12px 0' }} />
      <Footer />
    </div>
  );
}

function Footer() {
  const { t } = useTranslation();
  const status = useSaveStatus();
  const statusText: Record<typeof status, ReactNode> = {
    idle: (
      <Typography.Text type="secondary">
        <CloudSyncOutlined /> {t('preferences.status.idle')}
      </Typography.Text>
    ),
    saving: (
      <Typography.Text type="secondary">
        <LoadingOutlined /> {t('preferences.status.saving')}
      </Typography.Text>
    ),
    saved: (
      <Typography.Text type="success">
        <CheckOutlined /> {t('preferences.status.saved')}
      </Typography.Text>
    ),
    failed: (
      <Space size={4}>
        <Typography.Text type="danger">
          <ExclamationCircleOutlined /> {t('preferences.status.failed')}
        </Typography.Text>
        <Button size="small" type="link" onClick={retrySave} data-testid="pref-retry">
          {t('preferences.status.retry')}
        </Button>
      </Space>
    ),
  };
  return (
    <div className={styles.footer}>
      <span data-testid="pref-status" data-status={status}>
        {statusText[status]}
      </span>
      <Popconfirm title={t('preferences.resetConfirm')} onConfirm={() => changePreferences({ ...DEFAULT_PREFERENCES })}>
        <Button size="small" data-testid="pref-reset">
          {t('preferences.reset')}
        </Button>
      </Popconfirm>
    </div>
  );
}

function HomePictureField({ value, onSave }: { value: string | null; onSave: (value: string | null) => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value ?? '');
  useEffect(() => setDraft(value ?? ''), [value]);
  const trimmed = draft.trim();
  const valid = trimmed === '' || PICTURE_URL_PATTERN.test(trimmed);
  const commit = () => {
    if (!valid) return;
    const next = trimmed || null;
    if (next !== value) onSave(next);
  };
  return (
    <Row label={t('preferences.homePicture.label')} vertical>
      <Input
        value={draft}
        allowClear
        placeholder={t('preferences.homePicture.placeholder')}
        status={valid ? undefined : 'error'}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onPressEnter={commit}
        data-testid="pref-home-picture"
      />
      {!valid && <Typography.Text type="danger">{t('preferences.homePicture.invalid')}</Typography.Text>}
      {valid && trimmed && (
        <Image
          src={trimmed}
          alt={t('preferences.homePicture.label')}
          height={72}
          style={{ objectFit: 'cover', borderRadius: 6, marginTop: 8 }}
        />
      )}
    </Row>
  );
}

/** Every zone the browser knows (UTC first), for the time zone choice. */
function knownZones(): string[] {
  const supported = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return ['UTC', ...supported.filter((zone) => zone !== 'UTC')];
}

/**
 * The zone times are shown in: the enterprise's (the default) or one of the user's choosing. It
 * is saved at once and the console reloads, so every page, cached figure and report bucket
 * follows the new zone together (as a change of language does).
 */
function TimeZoneField({ value }: { value: string | null }) {
  const { t } = useTranslation();
  const [saving, setSaving] = useState(false);
  const enterprise = enterpriseTimeZone();
  const options = useMemo(
    () => [
      { value: '', label: t('preferences.timeZone.enterprise', { zone: enterprise ? timeZoneLabel(enterprise) : '' }) },
      ...knownZones().map((zone) => ({ value: zone, label: timeZoneLabel(zone) })),
    ],
    [t, enterprise],
  );
  const choose = async (next: string) => {
    const timeZone = next || null;
    if (timeZone === value) return;
    setSaving(true);
    try {
      setPreferences(await savePreferences({ timeZone }));
      window.location.reload();
    } catch {
      setSaving(false);
    }
  };
  return (
    <Row label={t('preferences.timeZone.label')} hint={t('preferences.timeZone.hint')} vertical>
      <Select
        showSearch
        value={value ?? ''}
        loading={saving}
        disabled={saving}
        // Clearing goes back to the enterprise's zone.
        allowClear={value !== null}
        onChange={(next: string | undefined) => void choose(next ?? '')}
        style={{ width: '100%' }}
        data-testid="pref-time-zone"
        options={options}
      />
    </Row>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.section}>
      <Typography.Title level={5} className={styles.sectionTitle}>
        {title}
      </Typography.Title>
      {children}
    </section>
  );
}

function Row({
  label,
  hint,
  vertical = false,
  children,
}: {
  label: string;
  hint?: string | undefined;
  vertical?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={vertical ? styles.rowVertical : styles.row}>
      <div className={styles.label}>
        <span>{label}</span>
        {hint && <span className={styles.hint}>{hint}</span>}
      </div>
      <div>{children}</div>
    </div>
  );
}

function SwitchRow({
  label,
  hint,
  checked,
  disabled = false,
  onChange,
  testId,
}: {
  label: string;
  hint?: string | undefined;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
  testId: string;
}) {
  return (
    <Row label={label} hint={hint}>
      <Switch size="small" checked={checked} disabled={disabled} onChange={onChange} data-testid={testId} />
    </Row>
  );
}

/** A small drawing of each layout, as the layout cards of Ant Design Pro's settings. */
function LayoutPicture({ layout, dark }: { layout: 'sidemenu' | 'topmenu'; dark: boolean }) {
  const menu = dark ? '#001529' : '#fff';
  return (
    <svg width="64" height="44" viewBox="0 0 64 44" aria-hidden="true" focusable="false">
      <rect x="0.5" y="0.5" width="63" height="43" rx="4" fill="#f0f2f5" stroke="#d9d9d9" />
      {layout === 'sidemenu' ? (
        <>
          <rect x="1" y="1" width="16" height="42" rx="3" fill={menu} stroke={dark ? 'none' : '#e8e8e8'} />
          <rect x="17" y="1" width="46" height="8" fill="#fff" />
        </>
      ) : (
        <rect x="1" y="1" width="62" height="9" rx="3" fill={menu} stroke={dark ? 'none' : '#e8e8e8'} />
      )}
    </svg>
  );
}
