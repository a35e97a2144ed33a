import type { Language } from '@soul/contracts';
import { Body, Container, Head, Heading, Hr, Html, Link, Preview, Section, Text } from '@react-email/components';
import type { ReactNode } from 'react';
import { colors, fontDisplay, styles } from './mail-theme.ts';

export interface MailLayoutProps {
  language: Language;
  /** The line mail clients show beside the subject (left out of the text version). */
  /**
   * The inbox's preheader after the subject. Order mails use their heading, not the first paragraph:
   * the preheader stays in the HTML (hidden), and repeating a paragraph would say it twice to anyone reading the source or a plain viewer.
   */
  preview: string;
  /** The brand's name and strap line, from the `server` catalog. */
  brand: { name: string; tagline: string };
  footer: string;
  /** A marketing mail's unsubscribe line (why they get it, and the link): every marketing mail has one. */
  unsubscribe?: { why: string; label: string; url: string } | undefined;
  children: ReactNode;
}

/** Every mail's frame: the brand band on top, the content, the footer; in the mail's language. */
export function MailLayout({ language, preview, brand, footer, unsubscribe, children }: MailLayoutProps) {
  return (
    <Html lang={language === 'lt' ? 'lt' : 'en'}>
      <Head />
      <Preview>{preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Section style={{ backgroundColor: colors.brand, padding: '20px 32px' }}>
            <Heading
              as="h2"
              style={{
                color: '#ffffff',
                fontFamily: fontDisplay,
                fontSize: '26px',
                fontWeight: 'normal',
                letterSpacing: '0.5px',
                margin: 0,
              }}
            >
              {brand.name}
            </Heading>
            <Text style={{ color: colors.brandLight, fontSize: '13px', lineHeight: '18px', margin: '4px 0 0' }}>{brand.tagline}</Text>
          </Section>
          <Section style={styles.content}>{children}</Section>
          <Hr style={{ borderColor: colors.line, margin: 0 }} />
          <Section style={{ backgroundColor: colors.canvas, padding: '16px 32px' }}>
            <Text style={{ ...styles.muted, margin: 0 }}>{footer}</Text>
            {unsubscribe ? (
              <Text style={{ ...styles.muted, margin: '8px 0 0' }}>
                {unsubscribe.why}{' '}
                <Link href={unsubscribe.url} style={{ color: colors.brand }}>
                  {unsubscribe.label}
                </Link>
              </Text>
            ) : null}
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
