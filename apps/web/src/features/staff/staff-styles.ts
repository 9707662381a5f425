// The stylesheets of the Mantine components only the staff console uses, in Mantine's order:
// loaded with the console's chunk, not with every page (the app-wide list is app/mantine-styles.ts).
import '@mantine/core/styles/ColorSwatch.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Switch.css';
