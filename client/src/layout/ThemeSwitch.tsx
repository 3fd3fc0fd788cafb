import { Button, Group } from "@chakra-ui/react";
import { MonitorIcon, MoonIcon, SunIcon } from "lucide-react";
import { useColorMode, type ThemeChoice } from "../theme/color-mode";

const choices: { value: ThemeChoice; label: string; icon: React.ReactNode }[] = [
  { value: "light", label: "Light", icon: <SunIcon /> },
  { value: "dark", label: "Dark", icon: <MoonIcon /> },
  { value: "system", label: "System", icon: <MonitorIcon /> },
];

/** Light, dark or system; the choice is kept in local storage under 'vite-ui-theme'. */
export function ThemeSwitch() {
  const { choice, setChoice } = useColorMode();
  return (
    <Group attached width="full" role="group" aria-label="Theme">
      {choices.map((item) => {
        const selected = choice === item.value;
        return (
          <Button
            key={item.value}
            flex="1"
            size="xs"
            variant={selected ? "subtle" : "outline"}
            colorPalette={selected ? "brand" : "gray"}
            aria-pressed={selected}
            onClick={() => setChoice(item.value)}
          >
            {item.icon}
            {item.label}
          </Button>
        );
      })}
    </Group>
  );
}
