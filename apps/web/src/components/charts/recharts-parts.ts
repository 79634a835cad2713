// The parts of Recharts the screens draw with, loaded together by lazy-charts.tsx. Importing the library whole
// (`import("recharts")`) would ship every chart type (~570 kB unminified instead of ~370 kB): a chart that needs
// another part adds it here.
export { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
