import { useEffect, useState } from 'react';
import { Dialog } from './dialog';

/** Spec 002 §2: 'You're Offline!' opens on the offline event and closes on the online event. */
export function OfflineDialog() {
  const [offline, setOffline] = useState(
    () => typeof navigator !== 'undefined' && !navigator.onLine,
  );
  useEffect(() => {
    const goOffline = () => {
      setOffline(true);
    };
    const goOnline = () => {
      setOffline(false);
    };
    window.addEventListener('offline', goOffline);
    window.addEventListener('online', goOnline);
    return () => {
      window.removeEventListener('offline', goOffline);
      window.removeEventListener('online', goOnline);
    };
  }, []);
  return (
    <Dialog
      open={offline}
      title="You're Offline!"
      onClose={() => {
        setOffline(false);
      }}
      width={400}
    >
      <p>Check your internet connection. This will close by itself when you are back online.</p>
    </Dialog>
  );
}
