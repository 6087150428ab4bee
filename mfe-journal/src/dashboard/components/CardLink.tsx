import { Link } from 'react-router-dom';
import styled from 'styled-components';

/** A navigation that looks like an outline button ('View All', 'View Full Analysis'). */
export const CardLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 32px;
  padding: 4px 10px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 600;
  text-decoration: none;
  &:hover { background: ${({ theme }) => theme.color.surfaceRaised}; }
`;
