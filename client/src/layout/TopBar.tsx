import {
  Box,
  Button,
  Flex,
  HStack,
  IconButton,
  Input,
  InputGroup,
  Skeleton,
  type BoxProps,
  type InputProps,
} from "@chakra-ui/react";
import { lazy, Suspense, useRef, useState, type FormEvent } from "react";
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from "react-router-dom";
import { MenuIcon, SearchIcon, XIcon } from "lucide-react";
import { useSession } from "../apollo/session";
import { Logo } from "./Logo";

// Menus and popovers are only for members, so a visitor's first page does not load them.
const MemberActions = lazy(() => import("./MemberActions"));

export const SEARCH_PLACEHOLDER = "Search opportunities, investors, or groups...";

/** The search form: the box with its icon; `inputProps` go to the input. */
function SearchBox({
  value,
  onChange,
  onSubmit,
  inputProps,
  ...boxProps
}: Omit<BoxProps, "onChange" | "onSubmit"> & {
  value: string;
  onChange: (value: string) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  inputProps?: InputProps;
}) {
  return (
    <Box {...boxProps} asChild>
      <form role="search" onSubmit={onSubmit}>
        <InputGroup startElement={<SearchIcon />}>
          <Input
            type="search"
            aria-label="Search"
            placeholder={SEARCH_PLACEHOLDER}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            {...inputProps}
            bg="bg.subtle"
            borderRadius="full"
          />
        </InputGroup>
      </form>
    </Box>
  );
}

/**
 * The bar across the top: menu toggle, logo, search, and the viewer's actions. On a desktop the search box
 * is in the bar; on a phone a Search button opens it across the bar.
 */
export function TopBar({
  onToggleSidebar,
  sidebarOpen,
}: {
  onToggleSidebar: () => void;
  sidebarOpen: boolean;
}) {
  const { me, loading } = useSession();
  const navigate = useNavigate();
  // On the results page (/?search=) the box shows the term searched; elsewhere it starts empty.
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const term = pathname === "/" ? (params.get("search") ?? "") : "";
  const [search, setSearch] = useState(term);
  const [shownTerm, setShownTerm] = useState(term);
  if (term !== shownTerm) {
    setShownTerm(term);
    setSearch(term);
  }
  // The phone's search box, open across the bar.
  const [phoneSearchOpen, setPhoneSearchOpen] = useState(false);
  const phoneSearchButton = useRef<HTMLButtonElement>(null);
  const closePhoneSearch = () => {
    setPhoneSearchOpen(false);
    phoneSearchButton.current?.focus();
  };

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = search.trim();
    if (!text) return;
    setPhoneSearchOpen(false);
    navigate(`/?search=${encodeURIComponent(text)}`);
  };

  return (
    <Flex
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      h="16"
      align="center"
      gap={{ base: "2", md: "4" }}
      px={{ base: "2", md: "4" }}
      bg="bg.panel"
      borderBottomWidth="1px"
    >
      <IconButton
        aria-label="Toggle menu"
        aria-expanded={sidebarOpen}
        variant="ghost"
        colorPalette="gray"
        onClick={onToggleSidebar}
      >
        <MenuIcon />
      </IconButton>
      <Box asChild borderRadius="l2" focusRing="outside" flexShrink={0}>
        <RouterLink to="/" aria-label="Agora home">
          <Logo />
        </RouterLink>
      </Box>

      <SearchBox
        display={{ base: "none", md: "block" }}
        flex="1"
        maxW="xl"
        mx="auto"
        value={search}
        onChange={setSearch}
        onSubmit={onSearch}
      />

      <HStack gap={{ base: "0.5", md: "1" }} ms="auto" flexShrink={0}>
        <IconButton
          ref={phoneSearchButton}
          hideFrom="md"
          aria-label="Search"
          aria-expanded={phoneSearchOpen}
          aria-controls="phone-search"
          variant="ghost"
          colorPalette="gray"
          onClick={() => setPhoneSearchOpen(true)}
        >
          <SearchIcon />
        </IconButton>
        {loading ? (
          <Skeleton h="9" w="24" borderRadius="l2" />
        ) : me ? (
          <Suspense fallback={<Skeleton h="9" w="32" borderRadius="l2" />}>
            <MemberActions me={me} />
          </Suspense>
        ) : (
          <Button asChild size="sm">
            <RouterLink to="/auth">Sign In</RouterLink>
          </Button>
        )}
      </HStack>

      {phoneSearchOpen ? (
        <HStack
          id="phone-search"
          hideFrom="md"
          position="absolute"
          inset="0"
          gap="2"
          px="2"
          bg="bg.panel"
          borderBottomWidth="1px"
          onKeyDown={(event) => {
            if (event.key === "Escape") closePhoneSearch();
          }}
        >
          <SearchBox
            flex="1"
            value={search}
            onChange={setSearch}
            onSubmit={onSearch}
            inputProps={{ enterKeyHint: "search", autoFocus: true }}
          />
          <IconButton
            aria-label="Close search"
            variant="ghost"
            colorPalette="gray"
            onClick={closePhoneSearch}
          >
            <XIcon />
          </IconButton>
        </HStack>
      ) : null}
    </Flex>
  );
}
