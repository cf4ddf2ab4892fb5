import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as icons from '../src/icons/index.ts';

describe('the icon set', () => {
  it('draws every icon in currentColor, hidden from assistive technology and out of the tab order', () => {
    const names = Object.keys(icons).filter((name) => name.endsWith('Icon') && name !== 'Icon');
    expect(names.length).toBeGreaterThanOrEqual(20);
    for (const name of names) {
      const Component = icons[name as keyof typeof icons] as (props: icons.IconProps) => React.ReactElement;
      const { container, unmount } = render(<Component />);
      const svg = container.querySelector('svg')!;
      expect(svg.getAttribute('aria-hidden'), name).toBe('true');
      expect(svg.getAttribute('focusable'), name).toBe('false');
      expect(svg.getAttribute('stroke'), name).toBe('currentColor');
      expect(svg.getAttribute('width'), name).toBe('18');
      unmount();
    }
  });

  it('takes a size, a filled heart and an open chevron', () => {
    const { container } = render(
      <>
        <icons.HeartIcon filled size={12} />
        <icons.ChevronIcon open />
      </>,
    );
    const [heart, chevron] = [...container.querySelectorAll('svg')];
    expect(heart!.getAttribute('fill')).toBe('currentColor');
    expect(heart!.getAttribute('width')).toBe('12');
    expect(chevron!.style.transform).toBe('rotate(90deg)');
  });
});
