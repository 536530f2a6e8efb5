import { EARNINGS_CHANNELS, type EarningsChannel } from '@flirtwire/contracts';
import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { AXIS_TICK, centsTick, centsTooltip } from '@/lib/chart-format';

/** The insights' gross-by-channel lines (Recharts, loaded when the insights have their data). */
export default function InsightsChannelsChart({
  points,
  colours,
}: {
  readonly points: Record<string, string | number>[];
  readonly colours: Record<EarningsChannel, string>;
}) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#dcdfe5" />
        <XAxis dataKey="period" tick={AXIS_TICK} minTickGap={12} />
        <YAxis tickFormatter={centsTick} tick={AXIS_TICK} width={60} />
        <Tooltip formatter={centsTooltip} />
        <Legend />
        {EARNINGS_CHANNELS.map((channel) => (
          <Line
            key={channel}
            type="monotone"
            dataKey={channel}
            stroke={colours[channel]}
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    </ResponsiveContainer>
  );
}
