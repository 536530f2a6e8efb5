import { EARNINGS_CHANNELS, type EarningsChannel } from '@flirtwire/contracts';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { AXIS_TICK, centsTick, centsTooltip } from '@/lib/chart-format';

/**
 * The earnings by channel and period, stacked (loaded apart from the page: it brings recharts).
 * `data` holds one row per period: its label and each channel's cents.
 */
export default function EarningsChart({
  data,
  colours,
}: {
  readonly data: Record<string, string | number>[];
  readonly colours: Record<EarningsChannel, string>;
}) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#dcdfe5" />
        <XAxis dataKey="period" tick={AXIS_TICK} />
        <YAxis tickFormatter={centsTick} tick={AXIS_TICK} width={70} />
        <Tooltip formatter={centsTooltip} />
        <Legend />
        {EARNINGS_CHANNELS.map((channel) => (
          <Bar
            key={channel}
            dataKey={channel}
            stackId="channels"
            fill={colours[channel]}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
