import Box from '@mui/material/Box';
import Fade from '@mui/material/Fade';
import { useLocation, useOutlet } from 'react-router';

/** The current page, faded in on every change of path (SPEC §2 root view). */
export function PageTransition() {
  const location = useLocation();
  const outlet = useOutlet();
  return (
    <Fade key={location.pathname} in appear timeout={{ enter: 220, exit: 0 }}>
      <Box sx={{ minHeight: '100%', flexGrow: 1, display: 'flex', flexDirection: 'column' }}>{outlet}</Box>
    </Fade>
  );
}
