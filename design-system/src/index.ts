import './theme/styledTheme';

export * from './contracts/shell';

export { tokens, type Tokens } from './theme/tokens';
export { cssVariables, cssVar, tokensToCss } from './theme/cssVariables';
export { mediaQuery } from './theme/media';
export { contrastRatio, contrastPairs, type ContrastPair } from './theme/contrast';
export { toneColor, type Tone, type PnlTone, type WinRateTone } from './theme/tones';
export { GlobalStyle } from './theme/GlobalStyle';
export { ThemeProvider } from './theme/ThemeProvider';

export { MISSING, toNumber, toFiniteNumber } from './format/parseNumber';
export { formatMoney, formatPnl, pnlTone, type MoneyOptions } from './format/money';
export { formatPrice, formatQuantity } from './format/quantities';
export { formatPercent, formatWinRate, winRateTone, formatProfitFactor, formatConfidence } from './format/ratios';
export { formatDate, formatDateTime, type DateOptions } from './format/dates';
export { SETTINGS_TIME_ZONES, ianaZoneOf } from './format/timeZones';

export { Button, type ButtonProps, type ButtonVariant, type ButtonSize } from './components/Button/Button';
export { Card, CardHeader, CardTitle, CardDescription, CardContent, CardFooter } from './components/Card/Card';
export { Input, type InputProps } from './components/Input/Input';
export { Label } from './components/Label/Label';
export { Select, type SelectProps, type SelectOption } from './components/Select/Select';
export { Switch, type SwitchProps } from './components/Switch/Switch';
export { Tabs, type TabsProps, type TabItem } from './components/Tabs/Tabs';
export { Dialog, type DialogProps } from './components/Dialog/Dialog';
export { ToastProvider, DEFAULT_TOAST_DURATION, type ToastProviderProps } from './components/Toast/ToastProvider';
export { useToast } from './components/Toast/useToast';
export type { ToastApi, ToastInput, ToastVariant } from './components/Toast/toastTypes';
export { Progress, type ProgressProps } from './components/Progress/Progress';
export { Skeleton, type SkeletonProps } from './components/Skeleton/Skeleton';
export { Spinner, type SpinnerProps } from './components/Spinner/Spinner';
export { Badge, type BadgeProps, type BadgeVariant } from './components/Badge/Badge';
export { Avatar, type AvatarProps } from './components/Avatar/Avatar';
export { Sidebar, type SidebarProps } from './components/Sidebar/Sidebar';
export { NavItem, type NavItemProps } from './components/NavItem/NavItem';
export { NavSection, type NavSectionProps } from './components/NavSection/NavSection';
export { StatusDot, type StatusDotProps, type AgentStatus } from './components/StatusDot/StatusDot';
export { EmptyState, type EmptyStateProps } from './components/EmptyState/EmptyState';
export { ErrorPanel, type ErrorPanelProps } from './components/ErrorPanel/ErrorPanel';
export { ComingSoon } from './components/ComingSoon/ComingSoon';
export { StatCard, type StatCardProps } from './components/StatCard/StatCard';
export { EquityCurveChart, type EquityCurveChartProps, type ChartRangeOption } from './components/EquityCurveChart/EquityCurveChart';
export { type EquityPoint, formatDay } from './components/EquityCurveChart/equityCurvePoints';
export { CalendarHeatmap, type CalendarHeatmapProps } from './components/CalendarHeatmap/CalendarHeatmap';
export { type CalendarDay, monthOf, addMonths, addDays, formatLongDay, formatMonth } from './components/CalendarHeatmap/calendarMonth';
export { VisuallyHidden } from './components/VisuallyHidden/VisuallyHidden';
