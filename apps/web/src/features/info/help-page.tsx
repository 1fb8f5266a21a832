import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router';
import { useDocumentMeta } from '@/shared/seo/use-document-meta';
import { useStoreConfig } from '@/shared/store-config/get-store-config';
import { Card, cardClass } from '@/shared/ui/card';
import { ContentSection } from '@/shared/ui/content-section';
import { ChatIcon, ChevronDownIcon, MailIcon, PhoneIcon } from '@/shared/ui/icons';
import { PageContainer } from '@/shared/ui/page-container';
import { PageHeading } from '@/shared/ui/page-heading';

const link = 'font-bold text-coral-700 underline';

interface Faq {
  question: string;
  answer: ReactNode;
}

const FAQ_TOPICS: { title: string; faqs: Faq[] }[] = [
  {
    title: 'Ordering',
    faqs: [
      {
        question: 'How do I place an order?',
        answer:
          'Browse as a guest, then sign in or create an account to use your cart. Choose a colour and size on the product page and tap Add to Cart. At checkout, enter your delivery address, pick Normal or Express delivery, add a discount code if you have one, then pay by card or choose cash on delivery.',
      },
      {
        question: 'How do discount codes work?',
        answer:
          'Type the code in the Discount Code box at checkout and tap Apply. Each code can be used once per customer, and one code applies per order.',
      },
    ],
  },
  {
    title: 'Delivery',
    faqs: [
      {
        question: 'Where do you deliver?',
        answer:
          'To addresses in all seven emirates: Abu Dhabi, Dubai, Sharjah, Ajman, Umm Al Quwain, Ras Al Khaimah and Fujairah. We do not ship outside the UAE yet.',
      },
      {
        question: 'How long does delivery take and what does it cost?',
        answer: (
          <ul className="list-disc space-y-1 pl-5">
            <li>
              Normal delivery takes 2–3 business days. It is free when your cart total after sale prices is
              above AED 169; otherwise it costs AED 25.
            </li>
            <li>Express delivery takes 1–2 business days and adds AED 10 to the Normal delivery charge.</li>
            <li>Checkout shows every charge before you pay. All prices are in AED and include VAT.</li>
          </ul>
        ),
      },
      {
        question: 'How do I track my order?',
        answer: (
          <>
            Open{' '}
            <Link to="/orders" className={link}>
              My Orders
            </Link>{' '}
            to see each order with its current status.
          </>
        ),
      },
    ],
  },
  {
    title: 'Payment and cancellations',
    faqs: [
      {
        question: 'How can I pay?',
        answer:
          'Pay online by debit or credit card, or choose cash on delivery and pay the courier when your order arrives. Card details are handled by our payment provider and never stored on our servers.',
      },
      {
        question: 'Can I cancel my order?',
        answer: (
          <>
            Yes, until it ships. In{' '}
            <Link to="/orders" className={link}>
              My Orders
            </Link>
            , tap Cancel Order on the order. Cancelling is not possible once an order is Shipped, Delivered or
            already Cancelled; you can still return items after they arrive. If you paid by card, the full
            amount goes back to the same card.
          </>
        ),
      },
    ],
  },
  {
    title: 'Sizes and returns',
    faqs: [
      {
        question: 'How do I pick the right size?',
        answer: (
          <>
            Clothing sizes follow your child&apos;s height in centimetres; shoes use EU sizes and toys are
            Free-size. The{' '}
            <Link to="/size-guide" className={link}>
              Size Guide
            </Link>{' '}
            has the full chart and how to measure. Between two sizes, choose the larger one.
          </>
        ),
      },
      {
        question: 'Can I return or exchange something?',
        answer: (
          <>
            Yes. Unworn items with their tags can be returned or exchanged within 14 days of delivery. Read
            our{' '}
            <Link to="/returns" className={link}>
              returns policy
            </Link>{' '}
            for the details and the few exceptions.
          </>
        ),
      },
    ],
  },
];

function Question({ faq }: { faq: Faq }) {
  return (
    <Card as="details" className="group">
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 rounded-2xl px-4 py-3 font-bold text-navy-800 [&::-webkit-details-marker]:hidden">
        {faq.question}
        <ChevronDownIcon className="h-5 w-5 shrink-0 transition-transform group-open:rotate-180" />
      </summary>
      <div className="px-4 pb-4">{faq.answer}</div>
    </Card>
  );
}

interface Contact {
  href: string;
  Icon: ComponentType<{ className?: string }>;
  label: string;
  value: string;
}

function ContactCard({ contact: { href, Icon, label, value } }: { contact: Contact }) {
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
      {external && <span className="sr-only">(opens in a new tab)</span>}
    </a>
  );
}

/** The footer's Help and Contact links land here; Contact targets the #contact section. */
export function HelpPage() {
  useDocumentMeta('Help');
  const { phone, email, whatsappNumber } = useStoreConfig();
  const contacts: Contact[] = [
    { href: `tel:${phone.replace(/\s/g, '')}`, Icon: PhoneIcon, label: 'Call us', value: phone },
    { href: `mailto:${email}`, Icon: MailIcon, label: 'Email us', value: email },
    { href: `https://wa.me/${whatsappNumber}`, Icon: ChatIcon, label: 'WhatsApp', value: 'Chat with us' },
  ];
  return (
    <PageContainer narrow>
      <PageHeading>Help</PageHeading>
      <p className="mt-3 text-navy-600">
        Answers to the questions we hear most. Can&apos;t find yours?{' '}
        <a href="#contact" className={link}>
          Contact us
        </a>{' '}
        and we&apos;ll help.
      </p>
      {FAQ_TOPICS.map((topic) => (
        <ContentSection key={topic.title} title={topic.title}>
          {topic.faqs.map((faq) => (
            <Question key={faq.question} faq={faq} />
          ))}
        </ContentSection>
      ))}
      <ContentSection id="contact" title="Contact us">
        <p>
          Call, email or message us on WhatsApp. If your question is about an order, please include the order
          ID shown in My Orders.
        </p>
        <ul className="grid gap-3 sm:grid-cols-3">
          {contacts.map((contact) => (
            <li key={contact.label}>
              <ContactCard contact={contact} />
            </li>
          ))}
        </ul>
      </ContentSection>
    </PageContainer>
  );
}
