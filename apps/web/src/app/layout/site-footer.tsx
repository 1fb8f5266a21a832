import { STORE_NAME } from '@souq/shared/config/store';
import { Fragment } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { MessageId } from '@/shared/i18n/messages';
import { useSeller, useStoreConfig } from '@/shared/store-config/get-store-config';
import { sellerFooterParts } from '@/shared/store-config/seller-text';
import { MailIcon, PhoneIcon } from '@/shared/ui/icons';
import { Ltr } from '@/shared/ui/ltr';
import { ABOUT_LINKS, CUSTOMER_CARE_LINKS } from './footer-links';
import { SHOP_LINKS } from './nav-links';
import { StoreLogo } from './store-logo';

const linkStyles =
  'inline-flex min-h-11 items-center text-sm text-navy-100 hover:text-white hover:underline sm:min-h-9';

function LinkGroup({ title, links }: { title: string; links: readonly { to: string; label: MessageId }[] }) {
  const { formatMessage: t } = useIntl();
  return (
    <nav aria-label={title}>
      <h2 className="mb-2 text-sm font-extrabold tracking-wide text-white uppercase">{title}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={linkStyles}>
              {t({ id: link.label })}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteFooter() {
  const store = useStoreConfig();
  const { seller } = useSeller();
  const { formatMessage: t } = useIntl();
  const year = new Date().getFullYear();
  const social = [
    { href: store.social.instagram, label: 'Instagram' },
    { href: store.social.facebook, label: 'Facebook' },
    { href: store.social.snapchat, label: 'Snapchat' },
    { href: store.social.tiktok, label: 'TikTok' },
  ];
  return (
    <footer className="mt-12 bg-navy-900 print:hidden pb-24 text-navy-100 md:pb-0 [--focus-ring:var(--color-coral-500)]">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div>
          <StoreLogo className="text-white" />
          <p className="mt-3 max-w-xs text-sm">{t({ id: 'footer.tagline' })}</p>
          <h2 className="mt-5 mb-2 text-sm font-extrabold tracking-wide text-white uppercase">
            {t({ id: 'footer.contactUs' })}
          </h2>
          <ul className="space-y-1 text-sm">
            <li>
              <a href={`tel:${store.phone.replace(/\s/g, '')}`} className={`${linkStyles} gap-2`}>
                <PhoneIcon className="h-4 w-4" />
                <Ltr>{store.phone}</Ltr>
              </a>
            </li>
            <li>
              <a href={`mailto:${store.email}`} className={`${linkStyles} gap-2`}>
                <MailIcon className="h-4 w-4" />
                <Ltr>{store.email}</Ltr>
              </a>
            </li>
          </ul>
        </div>
        <LinkGroup title={t({ id: 'footer.shopOnline' })} links={SHOP_LINKS} />
        <LinkGroup title={t({ id: 'footer.customerCare' })} links={CUSTOMER_CARE_LINKS} />
        <div>
          <LinkGroup title={t({ id: 'footer.about' })} links={ABOUT_LINKS} />
          <h2 className="mt-5 mb-2 text-sm font-extrabold tracking-wide text-white uppercase">
            {t({ id: 'footer.followUs' })}
          </h2>
          <ul className="flex flex-wrap gap-x-4">
            {social.map((s) => (
              <li key={s.label}>
                <a href={s.href} target="_blank" rel="noopener noreferrer" className={linkStyles}>
                  {s.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="space-y-1 border-t border-navy-600 px-4 py-4 text-center text-xs">
        {/* Who sells, once the api has said: until then only the store's name, never a stand-in's identity. */}
        <p data-testid="seller-line" className="break-words">
          {seller
            ? sellerFooterParts(seller, year, t).map((part, index, parts) => (
                <Fragment key={part}>
                  {index > 0 ? ' ' : null}
                  {/* A line that breaks ends with its separator, and the next part starts the next line.
                      Each part reads in its own direction: on an Arabic page the Latin legal name keeps its
                      full stop at its end. */}
                  <span className="inline-block">
                    <bdi>{part}</bdi>
                    {index < parts.length - 1 ? ' ·' : null}
                  </span>
                </Fragment>
              ))
            : `© ${year} ${STORE_NAME}`}
        </p>
        <p>{t({ id: seller?.vatRegistered === false ? 'footer.pricesInAed' : 'footer.pricesWithVat' })}</p>
      </div>
    </footer>
  );
}
