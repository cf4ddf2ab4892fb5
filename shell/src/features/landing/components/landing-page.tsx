import { paths } from '@diva/contracts';
import { useSessionStatus } from '@diva/core';
import { ActionIcon, Anchor, Box, Button, Card, Container, Group, Logo, PRODUCT_NAME, SimpleGrid, Stack, Text, Title } from '@diva/ui';
import { Link } from '@diva/router';
import { MenuIcon } from '@diva/ui/icons';
import { useState } from 'react';
import { FEATURES, FOOTER_YEAR, STEPS, STORIES } from '../landing-content.ts';
import classes from './landing-page.module.css';

const SECTIONS = [
  { href: '#features', label: 'Features' },
  { href: '#about', label: 'About' },
  { href: '#stories', label: 'Stories' },
] as const;

function SectionLinks({ onPick }: { onPick?: () => void }) {
  return SECTIONS.map((section) => (
    <Anchor key={section.href} href={section.href} c="var(--mantine-color-text)" onClick={onPick}>
      {section.label}
    </Anchor>
  ));
}

function AccountLinks({ signedIn }: { signedIn: boolean }) {
  return (
    <>
      <Button component={Link} to={paths.adminLogin()} variant="ghost" size="sm">
        Admin
      </Button>
      {signedIn ? (
        <Button component={Link} to={paths.timelineShort()} variant="outline" size="sm">
          Dashboard
        </Button>
      ) : (
        <Button component={Link} to={paths.auth()} variant="outline" size="sm">
          Sign In
        </Button>
      )}
    </>
  );
}

export function LandingPage() {
  const signedIn = useSessionStatus() === 'signed-in';
  const [menuOpen, setMenuOpen] = useState(false);
  const getStartedTo = signedIn ? paths.timelineShort() : paths.auth();

  return (
    <Box>
      <Box component="header" className={classes.topbar}>
        <Container size="lg">
          <Group justify="space-between" h={64} wrap="nowrap">
            <Group gap="xs" wrap="nowrap">
              <Logo />
              <Text fw={700} size="xl" ff="heading" className={classes.brand}>
                {PRODUCT_NAME}
              </Text>
            </Group>
            <Group gap="lg" visibleFrom="sm" component="nav" aria-label="Sections">
              <SectionLinks />
            </Group>
            <Group gap="xs" wrap="nowrap">
              <Group gap="xs" visibleFrom="sm">
                <AccountLinks signedIn={signedIn} />
              </Group>
              <Button component={Link} to={getStartedTo} variant="glamour" size="sm" className={classes.headerCta}>
                Get Started
              </Button>
              <ActionIcon
                variant="subtle"
                color="dark"
                size="lg"
                hiddenFrom="sm"
                aria-label="Menu"
                aria-expanded={menuOpen}
                aria-controls="landing-menu"
                onClick={() => setMenuOpen((open) => !open)}
              >
                <MenuIcon />
              </ActionIcon>
            </Group>
          </Group>
        </Container>
        {/* A phone has no room for the sections and the account links beside the brand: they fold into this menu. */}
        {menuOpen ? (
          <Stack id="landing-menu" component="nav" aria-label="Menu" gap="xs" p="md" hiddenFrom="sm" className={classes.menu}>
            <SectionLinks onPick={() => setMenuOpen(false)} />
            <Group gap="xs" grow>
              <AccountLinks signedIn={signedIn} />
            </Group>
          </Stack>
        ) : null}
      </Box>

      <Box component="section" className={classes.hero} aria-labelledby="hero-title">
        <Container size="md">
          <Stack align="center" ta="center" gap="lg">
            <Title id="hero-title" order={1} fz={{ base: 40, sm: 56 }}>
              You Belong Here
            </Title>
            <Text size="xl" maw={640}>
              A members-only professional network where women entrepreneurs discover their strengths, set bold goals and
              build the connections that change everything.
            </Text>
            <Button component={Link} to={getStartedTo} variant="glass" size="lg">
              Get Started
            </Button>
          </Stack>
        </Container>
      </Box>

      <Box component="section" id="about" className={classes.section}>
        <Container size="lg">
          <Title order={2} ta="center" mb="xl">
            How it works
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
            {STEPS.map((step, index) => (
              <Card key={step.title} withBorder radius="lg" padding="lg">
                <Text c="glamour" fw={700}>
                  Step {index + 1}
                </Text>
                <Title order={3}>{step.title}</Title>
                <Text c="dimmed" mt="xs">
                  {step.text}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
        </Container>
      </Box>

      <Box component="section" id="features" className={classes.section} bg="var(--mantine-color-glamour-light)">
        <Container size="lg">
          <Title order={2} ta="center" mb="xl">
            Everything you need to grow your network
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
            {FEATURES.map((feature) => (
              <Card key={feature.title} withBorder radius="lg" padding="lg" data-testid="feature-card">
                <Title order={3} size="h4">
                  {feature.title}
                </Title>
                <Text c="dimmed" mt="xs">
                  {feature.text}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
        </Container>
      </Box>

      <Box component="section" id="stories" className={classes.section}>
        <Container size="lg">
          <Title order={2} ta="center" mb="xl">
            Stories from our members
          </Title>
          <SimpleGrid cols={{ base: 1, md: 3 }}>
            {STORIES.map((story) => (
              <Card key={story.name} withBorder radius="lg" padding="lg" component="figure" m={0}>
                <Text component="blockquote" m={0} fs="italic">
                  “{story.quote}”
                </Text>
                <Text component="figcaption" mt="sm" fw={600}>
                  {story.name} · <Text span c="dimmed">{story.role}</Text>
                </Text>
              </Card>
            ))}
          </SimpleGrid>
        </Container>
      </Box>

      <Box component="section" className={classes.cta} aria-labelledby="cta-title">
        <Container size="md">
          <Stack align="center" ta="center" gap="md">
            <Title id="cta-title" order={2}>
              Ready to find your people?
            </Title>
            <Text size="lg">Join a community that celebrates your ambition.</Text>
            <Button component={Link} to={getStartedTo} variant="glass" size="lg">
              Get Started
            </Button>
          </Stack>
        </Container>
      </Box>

      <Box component="footer" className={classes.footer}>
        <Container size="lg">
          <Text ta="center" c="dimmed" size="sm">
            © {FOOTER_YEAR} {PRODUCT_NAME}. All rights reserved.
          </Text>
        </Container>
      </Box>
    </Box>
  );
}
