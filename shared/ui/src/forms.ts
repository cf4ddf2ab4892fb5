// Form controls beyond the text inputs of the first-paint entry. A shared entry of its own (host-provided).
export { Checkbox, NumberInput, PasswordInput, SegmentedControl, Select, Textarea } from '@mantine/core';
