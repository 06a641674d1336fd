import { Progress, Text } from '@mantine/core';
import { passwordStrength } from '../../../shared/domain/password-strength';

const looks = {
  short: { color: 'red', value: 15 },
  weak: { color: 'orange', value: 40 },
  medium: { color: 'yellow', value: 70 },
  strong: { color: 'green', value: 100 },
} as const;

/** The spec's strength meter: 'Poucos caracteres', 'Senha fraca', 'Senha média', 'Senha forte!'. */
export function PasswordStrength({ password }: { password: string }) {
  if (!password) return null;
  const strength = passwordStrength(password);
  const look = looks[strength.level];
  return (
    <div aria-live="polite">
      <Progress value={look.value} color={look.color} size="xs" mt={4} />
      <Text size="xs" c={look.color} data-testid="forca-senha">
        {strength.label}
      </Text>
    </div>
  );
}
