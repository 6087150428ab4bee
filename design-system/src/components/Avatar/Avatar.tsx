import { useState } from 'react';
import styled from 'styled-components';
import { DEFAULT_AVATAR_SRC } from './defaultAvatar';

const Image = styled.img`
  flex: none;
  border-radius: 50%;
  object-fit: cover;
  background: ${({ theme }) => theme.color.border};
`;

export interface AvatarProps {
  src?: string | null;
  /** The person's name: the image's alternative text. */
  name: string;
  /** Width and height in pixels. */
  size?: number;
}

/** The profile picture, or the default stock avatar when there is none or it fails to load. */
export function Avatar({ src, name, size = 32 }: AvatarProps) {
  // Remembering which src failed (not just "failed") lets a new src be tried again.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const usable = src && src !== failedSrc ? src : DEFAULT_AVATAR_SRC;
  return (
    <Image
      src={usable}
      alt={name}
      width={size}
      height={size}
      style={{ width: size, height: size }}
      onError={() => {
        if (src) setFailedSrc(src);
      }}
    />
  );
}
