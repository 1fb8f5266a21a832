import type { ComponentType, ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { linkTo, TEXT_LINK } from '@/shared/i18n/message-parts';
import type { MessageId } from '@/shared/i18n/messages';
import { useDocumentMeta } from '@/shared/seo/use-document-meta';
import { useStoreConfig } from '@/shared/store-config/get-store-config';
import { Card, cardClass } from '@/shared/ui/card';
import { ContentSection } from '@/shared/ui/content-section';
import { ChatIcon, ChevronDownIcon, MailIcon, PhoneIcon } from '@/shared/ui/icons';
import { Ltr } from '@/shared/ui/ltr';
import { PageContainer } from '@/shared/ui/page-container';
import { PageHeading } from '@/shared/ui/page-heading';

interface Faq {
  question: MessageId;
  /** One paragraph, or the items of a list. */
  answer: MessageId | readonly MessageId[];
}

const FAQ_TOPICS: { title: MessageId; faqs: Faq[] }[] = [
  {
    title: 'help.topicOrdering',
    faqs: [
      { question: 'help.placeOrderQuestion', answer: 'help.placeOrderAnswer' },
      { question: 'help.discountQuestion', answer: 'help.discountAnswer' },
    ],
  },
  {
    title: 'help.topicDelivery',
    faqs: [
      { question: 'help.whereQuestion', answer: 'help.whereAnswer' },
      {
        question: 'help.deliveryQuestion',
        answer: ['help.deliveryNormal', 'help.deliveryExpress', 'help.deliveryCharges'],
      },
      { question: 'help.trackQuestion', answer: 'help.trackAnswer' },
    ],
  },
  {
    title: 'help.topicPayment',
    faqs: [
      { question: 'help.payQuestion', answer: 'help.payAnswer' },
      { question: 'help.cancelQuestion', answer: 'help.cancelAnswer' },
    ],
  },
  {
    title: 'help.topicSizes',
    faqs: [
      { question: 'help.sizeQuestion', answer: 'help.sizeAnswer' },
      { question: 'help.returnQuestion', answer: 'help.returnAnswer' },
    ],
  },
];

/** The links and left-to-right runs the answers' messages may hold. */
const answerValues = {
  orders: linkTo('/orders'),
  sizeGuide: linkTo('/size-guide'),
  returns: linkTo('/returns'),
  ltr: (chunks: ReactNode[]) => <Ltr>{chunks}</Ltr>,
};

function Answer({ answer }: { answer: Faq['answer'] }) {
  if (typeof answer === 'string') return <FormattedMessage id={answer} values={answerValues} />;
  return (
    <ul className="list-disc space-y-1 ps-5">
      {answer.map((id) => (
        <li key={id}>
          <FormattedMessage id={id} values={answerValues} />
        </li>
      ))}
    </ul>
  );
}

function Question({ faq }: { faq: Faq }) {
  const { formatMessage: t } = useIntl();
  return (
    <Card as="details" className="group">
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 rounded-2xl px-4 py-3 font-bold text-navy-800 [&::-webkit-details-marker]:hidden">
        {t({ id: faq.question })}
        <ChevronDownIcon className="h-5 w-5 shrink-0 transition-transform group-open:rotate-180" />
      </summary>
      <div className="px-4 pb-4">
        <Answer answer={faq.answer} />
      </div>
    </Card>
  );
}

interface Contact {
  href: string;
  Icon: ComponentType<{ className?: string }>;
  label: string;
  value: ReactNode;
}

function ContactCard({ contact: { href, Icon, label, value } }: { contact: Contact }) {
  const { formatMessage: t } = useIntl();
  const external = href.startsWith('https:');
  return (
    <a
      href={href}
      target={external ? '_blank' : undefined}
      rel={external ? 'noopener noreferrer' : undefined}
      className={`${cardClass()} flex h-full min-h-11 items-center gap-3 p-4 hover:ring-coral-300`}
    >
      <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-coral-50 text-coral-700">
        <Icon className="h-5 w-5" />
      </span>
      <span className="min-w-0">
        <span className="block text-sm font-bold text-navy-800">{label}</span>
        <span className="block text-sm break-words text-navy-600">{value}</span>
      </span>
      {external && <span className="sr-only">{t({ id: 'help.opensInNewTab' })}</span>}
    </a>
  );
}

/** The footer's Help and Contact links land here; Contact targets the #contact section. */
export function HelpPage() {
  const { formatMessage: t } = useIntl();
  useDocumentMeta(t({ id: 'help.title' }));
  const { phone, email, whatsappNumber } = useStoreConfig();
  const contacts: Contact[] = [
    {
      href: `tel:${phone.replace(/\s/g, '')}`,
      Icon: PhoneIcon,
      label: t({ id: 'help.callUs' }),
      value: <Ltr>{phone}</Ltr>,
    },
    { href: `mailto:${email}`, Icon: MailIcon, label: t({ id: 'help.emailUs' }), value: <Ltr>{email}</Ltr> },
    {
      href: `https://wa.me/${whatsappNumber}`,
      Icon: ChatIcon,
      label: t({ id: 'help.whatsApp' }),
      value: t({ id: 'help.chatWithUs' }),
    },
  ];
  return (
    <PageContainer narrow>
      <PageHeading>{t({ id: 'help.title' })}</PageHeading>
      <p className="mt-3 text-navy-600">
        <FormattedMessage
          id="help.intro"
          values={{
            contact: (chunks) => (
              <a href="#contact" className={TEXT_LINK}>
                {chunks}
              </a>
            ),
          }}
        />
      </p>
      {FAQ_TOPICS.map((topic) => (
        <ContentSection key={topic.title} title={t({ id: topic.title })}>
          {topic.faqs.map((faq) => (
            <Question key={faq.question} faq={faq} />
          ))}
        </ContentSection>
      ))}
      <ContentSection id="contact" title={t({ id: 'help.contactTitle' })}>
        <p>{t({ id: 'help.contactText' })}</p>
        <ul className="grid gap-3 sm:grid-cols-3">
          {contacts.map((contact) => (
            <li key={contact.href}>
              <ContactCard contact={contact} />
            </li>
          ))}
        </ul>
      </ContentSection>
    </PageContainer>
  );
}
