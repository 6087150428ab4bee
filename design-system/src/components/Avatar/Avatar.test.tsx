import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../testing/renderWithTheme';
import { Avatar } from './Avatar';
import { DEFAULT_AVATAR_SRC } from './defaultAvatar';

describe('Avatar', () => {
  it('shows the default avatar without a picture', () => {
    const { rerender } = renderWithTheme(<Avatar name="Ada" />);
    expect(screen.getByAltText('Ada')).toHaveAttribute('src', DEFAULT_AVATAR_SRC);
    rerender(<Avatar name="Ada" src={null} />);
    expect(screen.getByAltText('Ada')).toHaveAttribute('src', DEFAULT_AVATAR_SRC);
    rerender(<Avatar name="Ada" src="" />);
    expect(screen.getByAltText('Ada')).toHaveAttribute('src', DEFAULT_AVATAR_SRC);
  });

  it('falls back to the default avatar when the picture fails, and tries a new picture again', () => {
    const { rerender } = renderWithTheme(<Avatar name="Ada" src="/broken.png" size={48} />);
    const image = screen.getByAltText('Ada');
    expect(image).toHaveAttribute('src', '/broken.png');
    expect(image).toHaveAttribute('width', '48');
    fireEvent.error(image);
    expect(screen.getByAltText('Ada')).toHaveAttribute('src', DEFAULT_AVATAR_SRC);
    rerender(<Avatar name="Ada" src="/new.png" />);
    expect(screen.getByAltText('Ada')).toHaveAttribute('src', '/new.png');
  });

  it('ships its default avatar inline, never from another host', () => {
    expect(DEFAULT_AVATAR_SRC.startsWith('data:image/svg+xml')).toBe(true);
  });
});
