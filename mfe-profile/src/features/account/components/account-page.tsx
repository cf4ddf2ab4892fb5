import { ACCOUNT_TEXTS } from '@diva/core/texts';
import { Container, Stack, Title } from '@diva/ui';
import { ColourSchemeSection } from './colour-scheme-section.tsx';
import { DeleteAccountSection } from './delete-account-section.tsx';
import { DevicesSection } from './devices-section.tsx';
import { EmailSection } from './email-section.tsx';
import { PasswordSection } from './password-section.tsx';
import { TwoFactorSection } from './two-factor-section.tsx';

/** /app/settings: the member's account. The profile remote loads it only when it is visited. */
export function AccountPage() {
  return (
    <Container size={640} px={{ base: 0, sm: 'md' }} data-testid="account-page">
      <Stack gap="md">
        <Title order={1} size="h2">
          {ACCOUNT_TEXTS.pageTitle}
        </Title>
        <EmailSection />
        <PasswordSection />
        <TwoFactorSection />
        <DevicesSection />
        <ColourSchemeSection />
        <DeleteAccountSection />
      </Stack>
    </Container>
  );
}
