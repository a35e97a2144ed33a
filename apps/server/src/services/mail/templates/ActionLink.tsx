import { Button, Section, Text } from '@react-email/components';
import { styles } from './mail-theme.ts';

/** A mail's one call to action: a button, and the address spelled out for clients that hide buttons. */
export function ActionLink({ label, url }: { label: string; url: string }) {
  return (
    <Section style={{ margin: '8px 0 16px' }}>
      <Button href={url} style={styles.button}>
        {label}
      </Button>
      {/* The text version already gives the address with the button's label. */}
      <Text data-skip-in-text="true" style={{ ...styles.muted, marginTop: '12px' }}>
        {url}
      </Text>
    </Section>
  );
}
