import { Loading } from '@/components/states';

/** Room for the insights while their code or data loads, so the history below does not jump. */
export function InsightsLoading() {
  return (
    <div className="insights insights--loading">
      <Loading />
    </div>
  );
}
