import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageDropdown } from '../../app/components/LanguageDropdown';
import { Logo } from '../../app/components/Logo';
import { settings } from '../../app/settings';
import styles from './AuthFrame.module.css';
import { LoginBackground } from './LoginBackground';
import { loginMultiLanguage } from './multi-language';
import { ServerConfigButton } from './ServerConfigDialog';

interface AuthFrameProps {
  children: ReactNode;
  /** Wider card for the longer forms (registration). */
  wide?: boolean;
  /** aria-labelledby of the card. */
  labelledBy?: string;
}

/**
 * The frame of the signed-out pages (/login, /register, /register-result, /seekpassword):
 * background picture, top bar with the server configuration and the language dropdown (when
 * multi-language is enabled), the form card with the logo, and the footer with copyright,
 * version and filing number (spec 000 §2).
 */
export function AuthFrame({ children, wide = false, labelledBy }: AuthFrameProps) {
  const { t } = useTranslation();
  const year = new Date().getFullYear();

  return (
    <div className={styles.page}>
      <LoginBackground className={styles.background} />

      <header className={styles.topBar}>
        <ServerConfigButton />
        <LanguageDropdown inverted enabled={loginMultiLanguage()} />
      </header>

      <main className={styles.main}>
        <section className={wide ? `${styles.card} ${styles.wide}` : styles.card} aria-labelledby={labelledBy}>
          <Link to={settings.loginPath} className={styles.brand} aria-label={settings.productName}>
            <Logo size={44} />
            <span className={styles.productName}>{settings.productName}</span>
          </Link>
          <p className={styles.tagline}>{t('app.tagline')}</p>
          {children}
        </section>
      </main>

      <footer className={styles.footer}>
        <div className={styles.footerLine}>
          <span>{t('auth.footer.copyright', { year })}</span>
          <span>{t('auth.footer.version', { version: settings.version })}</span>
        </div>
        {settings.filingNumber && (
          <div className={styles.footerLine}>
            <a href={settings.filingUrl} target="_blank" rel="noreferrer noopener">
              {t('auth.footer.filing', { number: settings.filingNumber })}
            </a>
          </div>
        )}
      </footer>
    </div>
  );
}

export { styles as authStyles };
